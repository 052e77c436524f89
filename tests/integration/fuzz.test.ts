import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { encodeCursor } from "@/lib/pets/service";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createPet, createUser, validPet } from "../helpers/fixtures";
import { call } from "../helpers/http";

// Hostile values × every route handler under app/server: every JSON body field, every query parameter,
// every path parameter and every multipart text field, signed in and signed out. Any 5xx fails.
// Whatever a value is refused with (400, 401, 404, 409, 413, 415, 422, 429) is fine: it must not be a 500.

type THandler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const db = getDb();
jest.setTimeout(300_000);
// Rate limits would answer 429 after a few calls and hide what lies behind them: loosen them here
// (read once, on the first request, which comes later than this line).
process.env.RATE_LIMIT_MULTIPLIER = "100000";

const HOSTILE_STRINGS = [
  "\u0000", "a\u0000b", "\u0001\u001f", "\u007f", "\u0085", "line\nbreak", "tab\there", "\ud800", "x\udc00y", "x".repeat(100_000),
  "../../etc/passwd", "' OR 1=1 --", "<script>alert(1)</script>", "0000-01-01", "9999-12-31T23:59:59Z", "2147483648",
  "-1", "1e309", "NaN", "%00", "%ff", " ", "", "null", "\u202e", "e\u0301", "😀".repeat(50),
  encodeCursor({ s: "price_asc", v: 2147483648, id: "x" }), encodeCursor({ s: "newest", v: "0000-01-01T00:00:00.000Z", id: "x" }),
  encodeCursor({ s: "price_desc", v: -1, id: "\u0000" }),
];
const HOSTILE_OTHERS: unknown[] = [2147483648, -1, 1e308, 0, 0.5, null, true, [], {}, ["\u0000"], { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } }, Array(300).fill("a")];
const HOSTILE = [...HOSTILE_STRINGS, ...HOSTILE_OTHERS];
const QUERY_NAMES = ["q", "species", "breed", "gender", "location", "minPrice", "maxPrice", "sort", "limit", "cursor", "token", "pet_id", "id", "locale"];

/** Every route file, with its URL and the names of its path parameters. */
function findRoutes(dir: string, base = ""): { file: string; url: string; params: string[] }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findRoutes(full, `${base}/${name}`);
    if (name !== "route.ts") return [];
    const params = [...base.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]);
    return [{ file: full, url: `/server${base}`, params }];
  });
}

let results = { requests: 0, failures: [] as string[] };
let pet: { id: string };
let otherPet: { id: string };

function record(label: string, status: number, body: unknown) {
  results.requests += 1;
  if (status >= 500) results.failures.push(`${label} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
}

/** A valid body for each JSON route, so each field can be made hostile while the others stay sound. */
function baseBody(method: string, url: string): Record<string, unknown> | null {
  const petRef = { pet_id: otherPet.id };
  const table: Record<string, Record<string, unknown>> = {
    "POST /server/auth/register": { name: "Fuzz Tester", email: "fuzz@example.com", password: "secret123" },
    "POST /server/auth/login": { email: "fuzz@example.com", password: "secret123" },
    "POST /server/auth/forgot-password": { email: "fuzz@example.com" },
    "POST /server/auth/reset-password": { token: "abc", newPassword: "secret123", confirmPassword: "secret123" },
    "POST /server/cart": { ...petRef, quantity: 1 },
    "PUT /server/cart": { ...petRef, quantity: 2 },
    "POST /server/cart/remove": petRef,
    "POST /server/wishlist": petRef,
    "POST /server/wishlist/check": petRef,
    "POST /server/wishlist/remove": petRef,
    "POST /server/messages": { receiver_id: "cxxxxxxxxxxxxxxxxxxxxxxxx", pet_id: otherPet.id, message: "Hello" },
    "POST /server/orders": { ...petRef, quantity: 1 },
    "POST /server/orders/accept": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx" },
    "POST /server/orders/reject": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx" },
    "POST /server/orders/cancel": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx" },
    "POST /server/payments/create-order": { amount: 100, order_ids: ["cxxxxxxxxxxxxxxxxxxxxxxxx"], items: [] },
    "POST /server/payments/verify": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx", payment_status: "success" },
    "PUT /server/profile": { name: "Fuzz Tester", email: "fuzz2@example.com", phone: "9876543210", location: "Pune", bio: "Hi" },
    "PUT /server/profile/password": { currentPassword: "secret123", newPassword: "secret456", confirmPassword: "secret456" },
    "PUT /server/profile/notifications": { newMessage: true, newOrder: true, orderDecision: false },
    "PUT /server/profile/preferences": { locale: "te" },
    "POST /server/support": { name: "Fuzz", email: "fuzz@example.com", subject: "Help", message: "Please help" },
    "POST /server/contact": { name: "Fuzz", email: "fuzz@example.com", message: "Hello there" },
    "POST /server/pets/[id]/report": { reason: "scam", note: "Looks wrong" },
    "PATCH /server/pets/[id]/status": { status: "inactive" },
    "POST /server/pets/[id]/appeal": { message: "Please look again" },
    "POST /server/messages/report": { userId: "cxxxxxxxxxxxxxxxxxxxxxxxx", petId: otherPet.id, note: "Asked for an advance" },
    "POST /server/reviews": { orderId: "cxxxxxxxxxxxxxxxxxxxxxxxx", rating: 5, comment: "Lovely" },
    "PATCH /server/reviews/[id]": { rating: 4, comment: "Good" },
    "POST /server/reviews/[id]/reply": { reply: "Thank you" },
    "POST /server/alerts": { filters: { breed: "Pug", location: "Pune", minPrice: 1000 } },
    // The moderation API, called by a moderator (below), so that the body is read.
    "POST /server/admin/pets/[id]/hide": { reason: "Scam" },
    "POST /server/admin/pets/[id]/restore": { reason: "Checked" },
    "POST /server/admin/pets/[id]/dismiss-reports": { reason: "Fine" },
    "DELETE /server/admin/pets/[id]": { reason: "Prohibited" },
    "POST /server/admin/conversation-reports/[id]/dismiss": { reason: "Fine" },
    "POST /server/admin/conversation-reports/[id]/action": { reason: "Asked for an advance" },
    "POST /server/admin/users/[id]/suspend": { reason: "Scam" },
    "POST /server/admin/support/[id]/reply": { message: "We have looked into it" },
    "POST /server/admin/reviews/[id]/hide": { reason: "Abusive" },
  };
  return table[`${method} ${url}`] ?? null;
}

const MULTIPART = new Set(["POST /server/pets", "PUT /server/pets/[id]", "POST /server/profile/avatar"]);

beforeAll(async () => {
  await resetDb();
  const seller = await createUser({ name: "Fuzz Seller", verified: true });
  otherPet = await createPet(seller.id, { name: "Target" });
  results = { requests: 0, failures: [] };
});
afterAll(async () => {
  console.log(`fuzz: ${results.requests} requests, ${results.failures.length} × 5xx`);
  await closeDb();
});

const routes = findRoutes(path.resolve(__dirname, "../../app/server"));

describe("every route handler, with hostile input", () => {
  it.each(routes.map((r) => [r.url, r] as const))("%s answers no 5xx", async (_url, route) => {
    const mod = (await import(route.file)) as Record<string, THandler>;
    const methods = Object.entries(mod).filter(([k]) => ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(k)) as [string, THandler][];
    expect(methods.length).toBeGreaterThan(0);
    const before = results.failures.length;

    for (const [method, handler] of methods) {
      // A fresh user per route: some routes sign the session out (logout, sessions) or change the password.
      const user = await createUser({ name: "Fuzz User", verified: true });
      // The moderation API answers 404 to anyone else before it reads a thing: fuzz it as a moderator.
      if (route.url.startsWith("/server/admin/")) await db.user.update({ where: { id: user.id }, data: { role: "moderator" } });
      pet = await createPet(user.id, { name: "Mine" });
      await db.rateLimit.deleteMany();
      await db.loginThrottle.deleteMany();
      const validParams = Object.fromEntries(route.params.map((p) => [p, p === "key" ? `pets/${pet.id}/sm.webp` : pet.id]));
      const url = route.url.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_m, name: string) => validParams[name]);
      const key = `${method} ${route.url}`;

      for (const token of [user.token, undefined]) {
        const who = token ? "signed in" : "signed out";
        // Path parameters.
        for (const name of route.params) {
          for (const value of HOSTILE_STRINGS) {
            const params = { ...validParams, [name]: value };
            const res = await call(handler, method, url, { token, params, ...(method === "GET" || method === "DELETE" ? {} : { body: {} }) });
            record(`${key} (${who}) param ${name}=${JSON.stringify(value).slice(0, 40)}`, res.status, res.json);
          }
        }
        // Query parameters.
        if (method === "GET") {
          for (const name of QUERY_NAMES) {
            for (const value of HOSTILE_STRINGS) {
              const res = await call(handler, method, url, { token, params: validParams, query: { [name]: value } });
              record(`${key} (${who}) ?${name}=${JSON.stringify(value).slice(0, 40)}`, res.status, res.json);
            }
          }
          continue;
        }
        // Multipart text fields.
        if (MULTIPART.has(key)) {
          for (const field of [...Object.keys(validPet), "features", "keepImageIds", "dateOfBirth", "species", "microchipNumber", "sellerType", "registrationNumber", "vaccinated"]) {
            for (const value of HOSTILE_STRINGS) {
              const res = await callMultipart(handler, method, url, { token, params: validParams, fields: { ...validPet, [field]: value } });
              record(`${key} (${who}) form ${field}=${JSON.stringify(value).slice(0, 40)}`, res.status, res.json);
            }
          }
          continue;
        }
        // JSON bodies: the whole body hostile, then each field of a sound body.
        for (const value of HOSTILE) {
          const res = await call(handler, method, url, { token, params: validParams, body: value });
          record(`${key} (${who}) body=${JSON.stringify(value).slice(0, 40)}`, res.status, res.json);
        }
        const base = baseBody(method, route.url);
        for (const field of Object.keys(base ?? {})) {
          for (const value of HOSTILE) {
            const res = await call(handler, method, url, { token, params: validParams, body: { ...base, [field]: value } });
            record(`${key} (${who}) ${field}=${JSON.stringify(value).slice(0, 40)}`, res.status, res.json);
          }
        }
      }
    }
    expect(results.failures.slice(before)).toEqual([]);
  });
});
