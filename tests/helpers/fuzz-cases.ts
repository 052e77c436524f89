import { readdirSync, statSync } from "node:fs";
import path from "node:path";

// The hostile-input fuzz as data, shared by the in-process fuzz of every route handler
// (tests/integration/fuzz.test.ts) and the same fuzz over HTTP against the production build
// (e2e/api/fuzz.spec.ts). Nothing here imports the app: Playwright's process cannot load the route
// modules (they import "server-only", Prisma, the environment), so this file must stay plain Node.

/** A pagination cursor as lib/http/cursor.ts `encodeCursor` makes it (base64url of its JSON). */
const cursor = (c: { s: string; v: string | number; id: string }) => Buffer.from(JSON.stringify(c)).toString("base64url");

/** Pagination cursors that decode, with values out of range: past PostgreSQL's integer, year 0, negative with a NUL id. */
export const HOSTILE_CURSORS = [
  cursor({ s: "price_asc", v: 2147483648, id: "x" }),
  cursor({ s: "newest", v: "0000-01-01T00:00:00.000Z", id: "x" }),
  cursor({ s: "price_desc", v: -1, id: "\u0000" }),
];

/** Strings for every place that takes text: path and query parameters, JSON fields, form fields. */
export const HOSTILE_STRINGS: string[] = [
  "\u0000",
  "a\u0000b",
  "\u0001\u001f",
  "\u007f",
  "\u0085",
  "line\nbreak",
  "tab\there",
  "\ud800",
  "x\udc00y",
  "x".repeat(100_000),
  "../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "0000-01-01",
  "9999-12-31T23:59:59Z",
  "2147483648",
  "-1",
  "1e309",
  "NaN",
  "%00",
  "%ff",
  " ",
  "",
  "null",
  "\u202e",
  "e\u0301",
  "😀".repeat(50),
  ...HOSTILE_CURSORS,
];
/** Values of the wrong type, out of range, or deeply nested, for JSON bodies and their fields. */
export const HOSTILE_OTHERS: unknown[] = [
  2147483648,
  -1,
  1e308,
  0,
  0.5,
  null,
  true,
  [],
  {},
  ["\u0000"],
  { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } },
  Array(300).fill("a"),
];
export const HOSTILE: unknown[] = [...HOSTILE_STRINGS, ...HOSTILE_OTHERS];
export const QUERY_NAMES = [
  "q",
  "lastEventId",
  "species",
  "breed",
  "gender",
  "location",
  "minPrice",
  "maxPrice",
  "sort",
  "limit",
  "cursor",
  "token",
  "pet_id",
  "id",
  "locale",
  "device",
];

/** The methods a route file may export. */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export type TRoute = { file: string; url: string; params: string[] };

/** Every route file under `dir` (app/server), with its URL and the names of its path parameters. */
export function findRoutes(dir: string, base = ""): TRoute[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findRoutes(full, `${base}/${name}`);
    if (name !== "route.ts") return [];
    const params = [...base.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]);
    return [{ file: full, url: `/server${base}`, params }];
  });
}

/** A valid value for each path parameter: the caller's own pet, or a stored photo's key of it. */
export function validParamsFor(route: TRoute, petId: string): Record<string, string> {
  return Object.fromEntries(route.params.map((p) => [p, p === "key" ? `pets/${petId}/sm.webp` : petId]));
}

/** The route's URL with its path parameters filled in (values used as given: encode them first for HTTP). */
export const fillPath = (url: string, params: Record<string, string>) =>
  url.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_m, name: string) => params[name]);

/** A valid body for each JSON route, so each field can be made hostile while the others stay sound. */
export function baseBody(method: string, url: string, { otherPetId }: { otherPetId: string }): Record<string, unknown> | null {
  const petRef = { pet_id: otherPetId };
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
    "POST /server/messages": { receiver_id: "cxxxxxxxxxxxxxxxxxxxxxxxx", pet_id: otherPetId, message: "Hello" },
    "POST /server/orders": { ...petRef, quantity: 1 },
    "POST /server/orders/accept": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx" },
    "POST /server/orders/reject": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx" },
    "POST /server/orders/cancel": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx" },
    "POST /server/orders/handover": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx", code: "123456" },
    "POST /server/orders/confirm-handover": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx" },
    "POST /server/admin/disputes/[id]/decide": { outcome: "partial", amount: 100, reason: "The vet's note was shown." },
    "POST /server/payments/create-order": { amount: 100, order_ids: ["cxxxxxxxxxxxxxxxxxxxxxxxx"], items: [] },
    "POST /server/payments/verify": { order_id: "cxxxxxxxxxxxxxxxxxxxxxxxx", payment_status: "success" },
    "PUT /server/profile": { name: "Fuzz Tester", email: "fuzz2@example.com", phone: "9876543210", location: "Pune", bio: "Hi" },
    "PUT /server/profile/password": { currentPassword: "secret123", newPassword: "secret456", confirmPassword: "secret456" },
    "PUT /server/profile/notifications": { newMessage: true, newOrder: true, orderDecision: false },
    "PUT /server/profile/preferences": { locale: "te" },
    "POST /server/profile/phone": { phone: "98765 43210" },
    "POST /server/profile/phone/verify": { code: "123456" },
    // Not the fuzz user's password: the body is read, and the account stays for the rest of the run.
    "DELETE /server/profile": { password: "not-the-password" },
    // LEGAL_VERSION (lib/legal/version.ts) when written; once it moves on, a refusal is as good a base.
    "POST /server/profile/consent": { version: "2026-12-03" },
    "POST /server/support": { name: "Fuzz", email: "fuzz@example.com", subject: "Help", message: "Please help" },
    "POST /server/contact": { name: "Fuzz", email: "fuzz@example.com", message: "Hello there" },
    "POST /server/pets/[id]/report": { reason: "scam", note: "Looks wrong" },
    "PATCH /server/pets/[id]/status": { status: "inactive" },
    "POST /server/pets/[id]/appeal": { message: "Please look again" },
    "POST /server/messages/report": { userId: "cxxxxxxxxxxxxxxxxxxxxxxxx", petId: otherPetId, note: "Asked for an advance" },
    "POST /server/reviews": { orderId: "cxxxxxxxxxxxxxxxxxxxxxxxx", rating: 5, comment: "Lovely" },
    "PATCH /server/reviews/[id]": { rating: 4, comment: "Good" },
    "POST /server/reviews/[id]/reply": { reply: "Thank you" },
    "POST /server/alerts": { filters: { breed: "Pug", location: "Pune", minPrice: 1000 } },
    "POST /server/vitals": { pageType: "pet", device: "phone", connection: "4g", metrics: { LCP: 1800, INP: 120, CLS: 0.05, TTFB: 420 } },
    // The moderation API, called by a moderator, so that the body is read.
    "POST /server/admin/pets/[id]/hide": { reason: "Scam" },
    "POST /server/admin/pets/[id]/restore": { reason: "Checked" },
    "POST /server/admin/pets/[id]/dismiss-reports": { reason: "Fine" },
    "DELETE /server/admin/pets/[id]": { reason: "Prohibited" },
    "POST /server/admin/conversation-reports/[id]/dismiss": { reason: "Fine" },
    "POST /server/admin/conversation-reports/[id]/action": { reason: "Asked for an advance" },
    "POST /server/admin/users/[id]/suspend": { reason: "Scam" },
    "POST /server/admin/support/[id]/reply": { message: "We have looked into it" },
    "POST /server/admin/reviews/[id]/hide": { reason: "Abusive" },
    "POST /server/admin/seller-verifications/[id]/refuse": { reason: "The certificate's photo is blurred" },
    "POST /server/admin/flags/[id]/dismiss": { reason: "Same rescue's photo" },
    "POST /server/admin/flags/[id]/publish": { petId: otherPetId, reason: "The seller's own photo" },
    "POST /server/admin/flags/[id]/hide": { petId: otherPetId, reason: "A scam's photo" },
  };
  return table[`${method} ${url}`] ?? null;
}

/** The routes that take multipart/form-data (a listing's form, the avatar) instead of JSON. */
export const MULTIPART = new Set([
  "POST /server/pets",
  "PUT /server/pets/[id]",
  "POST /server/profile/avatar",
  "POST /server/orders/dispute",
  "POST /server/orders/dispute/statement",
  "POST /server/profile/seller",
]);

/** A listing form's text fields, all valid (tests/helpers/fixtures.ts gives them as `validPet`). */
export const PET_FORM: Record<string, string> = {
  name: "Bruno",
  breed: "Labrador Retriever",
  age: "2 years",
  gender: "male",
  price: "15000",
  location: "Hyderabad",
  description: "Friendly, house-trained and great with children.",
};

/** The multipart text fields made hostile, one at a time, the others as in PET_FORM. */
export const MULTIPART_FIELDS = [
  ...Object.keys(PET_FORM),
  "features",
  "keepImageIds",
  "dateOfBirth",
  "species",
  "microchipNumber",
  "sellerType",
  "registrationNumber",
  "vaccinated",
  "vaccinations",
  "withMother",
  "dewormedOn",
  "speciesRegistrationNumber",
];

/**
 * One hostile request to a route, as data:
 * - "param": path parameter `name` is `value` (the others valid); `body` is `{}` for methods that take one;
 * - "query": query parameter `name` is `value` (GET only);
 * - "body": the whole JSON body is `value` (= `body`);
 * - "field": JSON field `name` of the route's base body is `value`; `body` is the whole body;
 * - "form": multipart text field `name` is `value`; `body` holds every text field (Record<string, string>).
 */
export type TFuzzCase = { kind: "param" | "query" | "body" | "field" | "form"; name: string; value: unknown; body?: unknown };

/**
 * Every hostile request for one route and method, for one caller (run it signed in and signed out).
 * `strings` and `others` default to the full sets; a caller may pass a subset (the HTTP fuzz does), and
 * other valid values of the listing form's fields (`petForm`, PET_FORM by default).
 */
export function fuzzCases(
  method: string,
  route: TRoute,
  {
    otherPetId,
    strings = HOSTILE_STRINGS,
    others = HOSTILE_OTHERS,
    petForm = PET_FORM,
  }: { otherPetId: string; strings?: string[]; others?: unknown[]; petForm?: Record<string, string> },
): TFuzzCase[] {
  const cases: TFuzzCase[] = [];
  const all = [...strings, ...others];
  const key = `${method} ${route.url}`;
  const takesBody = method !== "GET" && method !== "DELETE";
  for (const name of route.params) {
    for (const value of strings) cases.push({ kind: "param", name, value, ...(takesBody ? { body: {} } : {}) });
  }
  if (method === "GET") {
    for (const name of QUERY_NAMES) for (const value of strings) cases.push({ kind: "query", name, value });
    return cases;
  }
  if (MULTIPART.has(key)) {
    for (const name of MULTIPART_FIELDS)
      for (const value of strings) cases.push({ kind: "form", name, value, body: { ...petForm, [name]: value } });
    return cases;
  }
  for (const value of all) cases.push({ kind: "body", name: "", value, body: value });
  const base = baseBody(method, route.url, { otherPetId });
  for (const name of Object.keys(base ?? {})) {
    for (const value of all) cases.push({ kind: "field", name, value, body: { ...base, [name]: value } });
  }
  return cases;
}

/** A short label of a case for failure lists: `param id="…"`, `?q="…"`, `body=…`, `email=…`, `form price="…"`. */
export function describeCase(c: TFuzzCase): string {
  const shown = (JSON.stringify(c.value) ?? String(c.value)).slice(0, 40);
  switch (c.kind) {
    case "param":
      return `param ${c.name}=${shown}`;
    case "query":
      return `?${c.name}=${shown}`;
    case "body":
      return `body=${shown}`;
    case "field":
      return `${c.name}=${shown}`;
    case "form":
      return `form ${c.name}=${shown}`;
  }
}
