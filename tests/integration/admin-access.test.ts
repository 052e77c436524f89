import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { POST as register } from "@/app/server/auth/register/route";
import { PUT as updateProfile } from "@/app/server/profile/route";
import { createSession } from "@/lib/session/service";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";

// The moderation API (/server/admin/*) is for moderators and admins only: every route file there, and
// every method it exports, answers 404 NOT_FOUND to anyone who is not a moderator, signed out included
// (never 401, so its existence is not revealed), and changes nothing. The files are read from the directory,
// so an endpoint added later is covered without touching this test. And roles change only through
// `npm run admin`: no endpoint takes one.

const db = getDb();
const root = path.resolve(__dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type THandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type TRoute = { file: string; template: string; methods: { method: string; handler: THandler }[] };

/** Every route.ts under a folder of app/server, with the methods it exports. */
function routesUnder(dir: string): TRoute[] {
  const base = path.join(root, "app");
  return (readdirSync(path.join(base, dir), { recursive: true }) as string[])
    .filter((f) => path.basename(f) === "route.ts")
    .sort()
    .map((f) => {
      const file = path.join(base, dir, f);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(file) as Record<string, THandler>;
      const template = `/${path.relative(base, path.dirname(file)).split(path.sep).join("/")}`;
      return {
        file: path.relative(root, file),
        template,
        methods: METHODS.filter((m) => typeof mod[m] === "function").map((method) => ({ method, handler: mod[method] })),
      };
    });
}

/**
 * Everything in the database, table by table, as one fingerprint: a call that changed any row (an audit
 * entry, a rate-limit counter, a suspended user, a mail…) changes it.
 */
async function fingerprint() {
  const tables = await db.$queryRaw<
    { tablename: string }[]
  >`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`;
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: bigint; digest: string | null }[]>(
      `SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${tablename}" t`,
    );
    out[tablename] = `${row.n}:${row.digest ?? ""}`;
  }
  return out;
}

const adminRoutes = routesUnder("server/admin");

let member: Awaited<ReturnType<typeof createUser>>;
let target: Awaited<ReturnType<typeof createUser>>;
let targetPetId: string;
let requestId: string;

beforeAll(async () => {
  await resetDb();
  member = await createUser({ verified: true, name: "Curious Member" });
  target = await createUser({ verified: true, name: "Some Seller" });
  targetPetId = (await createPet(target.id)).id;
  requestId = (
    await db.supportRequest.create({
      data: { kind: "support", name: "Sender", email: "sender@example.com", subject: "Help", message: "Please help" },
    })
  ).id;
});
afterAll(closeDb);

/** Real ids of the kind each path names, so that only the role check can stop the call. */
function paramsFor(template: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of template.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)) {
    params[name] = /\/users\//.test(template) ? target.id : /\/support\//.test(template) ? requestId : targetPetId;
  }
  return params;
}

/** A body that would do something if the endpoint let the caller through. */
const TEMPTING_BODY = { reason: "Because I can", message: "Hello from a member", note: "n", status: "active", hidden: true, role: "admin" };

describe("the moderation API (app/server/admin)", () => {
  it("has route files to check", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(7);
    for (const r of adminRoutes) expect([r.file, r.methods.length > 0]).toEqual([r.file, true]);
  });

  describe.each(adminRoutes.flatMap((r) => r.methods.map((m) => ({ name: `${m.method} ${r.template}`, route: r, ...m }))))(
    "$name",
    ({ route, method, handler }) => {
      const pathOf = (params: Record<string, string>) =>
        route.template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name]));

      it("answers 404 NOT_FOUND without a session and to a signed-in member, and changes nothing", async () => {
        const params = paramsFor(route.template);
        const body = STATE_CHANGING.has(method) ? TEMPTING_BODY : undefined;
        const before = await fingerprint();

        // Signed out is not told to sign in (a 401 would say the address exists): the same 404.
        const signedOut = await call(handler, method, pathOf(params), { params, body });
        expect([signedOut.status, signedOut.json.code, signedOut.json.message]).toEqual([404, "NOT_FOUND", "Not found."]);
        // A session token that is no longer (or never was) valid is signed out too.
        const badToken = await call(handler, method, pathOf(params), { params, body, token: "not-a-session" });
        expect([badToken.status, badToken.json.code]).toEqual([404, "NOT_FOUND"]);

        const asMember = await call(handler, method, pathOf(params), { params, body, token: member.token });
        expect([asMember.status, asMember.json.code]).toEqual([404, "NOT_FOUND"]);
        // The same answer as an address that does not exist, so nothing tells the endpoint is there.
        expect(asMember.json.message).toBe("Not found.");

        // A malformed id is refused the same way, before anything else is looked at.
        if (Object.keys(params).length) {
          const bogus = Object.fromEntries(Object.keys(params).map((k) => [k, "x'--"]));
          const malformed = await call(handler, method, pathOf(bogus), { params: bogus, body, token: member.token });
          expect([malformed.status, malformed.json.code]).toEqual([404, "NOT_FOUND"]);
          const malformedSignedOut = await call(handler, method, pathOf(bogus), { params: bogus, body });
          expect([malformedSignedOut.status, malformedSignedOut.json.code]).toEqual([404, "NOT_FOUND"]);
        }

        expect(await fingerprint()).toEqual(before);
      });
    },
  );
});

describe("roles", () => {
  it("cannot be set through the profile: PUT /server/profile with a role saves the profile and leaves the role alone; there is no PATCH", async () => {
    const user = await createUser({ verified: true });
    const res = await call(updateProfile, "PUT", "/server/profile", {
      token: user.token,
      body: { name: "New Name", email: user.email, phone: "", location: "", bio: "", role: "admin" },
    });
    expect(res.status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true, role: true } })).toEqual({
      name: "New Name",
      role: "user",
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(Object.keys(require(path.join(root, "app/server/profile/route.ts")))).not.toContain("PATCH");
  });

  it("cannot be chosen at sign-up", async () => {
    const email = "wants-admin@example.com";
    const res = await call(register, "POST", "/server/auth/register", {
      body: { name: "Wants Admin", email, password: "secret123", role: "admin" },
    });
    expect(res.status).toBe(201);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).role).toBe("user");
  });

  it("no endpoint outside the moderation API changes one: every state-changing method, sent a role, leaves it alone", async () => {
    const routes = routesUnder("server").filter((r) => !r.template.startsWith("/server/admin"));
    expect(routes.length).toBeGreaterThan(30);
    const user = await createUser({ verified: true });
    const pet = await createPet(user.id);
    const body = {
      role: "admin",
      user: { role: "admin" },
      name: "Still User",
      email: user.email,
      password: "secret123",
      reason: "other",
      message: "hi",
    };
    let calls = 0;
    for (const route of routes) {
      for (const { method, handler } of route.methods.filter((m) => STATE_CHANGING.has(m.method))) {
        // A fresh session each time: some of these sign out (logout, sign out everywhere).
        const { token } = await createSession({ userId: user.id });
        const params = Object.fromEntries([...route.template.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map(([, name]) => [name, pet.id]));
        const url = new URL(
          route.template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name]),
          "http://localhost:3000",
        );
        const req = new NextRequest(url, {
          method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": freshIp() },
          body: JSON.stringify(body),
        });
        const res = await handler(req, { params: Promise.resolve(params) });
        expect([route.file, method, res.status < 500]).toEqual([route.file, method, true]);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(25);
    expect(await db.user.groupBy({ by: ["role"], _count: { _all: true } })).toEqual([
      { role: "user", _count: { _all: expect.any(Number) } },
    ]);
  });

  // That no code but lib/moderation/roles.ts (npm run admin) writes a role is a lint rule: guards/no-role-write.
});
