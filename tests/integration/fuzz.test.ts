import path from "node:path";
import type { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createPet, createUser } from "../helpers/fixtures";
import { describeCase, fillPath, findRoutes, fuzzCases, ROUTE_METHODS, validParamsFor } from "../helpers/fuzz-cases";
import { call } from "../helpers/http";

// Hostile values × every route handler under app/server: every JSON body field, every query parameter,
// every path parameter and every multipart text field, signed in and signed out. Any 5xx fails.
// Whatever a value is refused with (400, 401, 404, 409, 413, 415, 422, 429) is fine: it must not be a 500.
// The cases themselves (tests/helpers/fuzz-cases.ts) are shared with the same fuzz over HTTP against the
// production build (e2e/api/fuzz.spec.ts); this one calls the handlers in-process, with the full set.

type THandler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const db = getDb();
jest.setTimeout(300_000);
// Rate limits would answer 429 after a few calls and hide what lies behind them: loosen them here
// (read once, on the first request, which comes later than this line).
process.env.RATE_LIMIT_MULTIPLIER = "100000";

let results = { requests: 0, failures: [] as string[] };
let otherPet: { id: string };

function record(label: string, status: number, body: unknown) {
  results.requests += 1;
  if (status >= 500) results.failures.push(`${label} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
}

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
    const methods = Object.entries(mod).filter(([k]) => (ROUTE_METHODS as readonly string[]).includes(k)) as [string, THandler][];
    expect(methods.length).toBeGreaterThan(0);
    const before = results.failures.length;

    for (const [method, handler] of methods) {
      // A fresh user per route: some routes sign the session out (logout, sessions) or change the password.
      const user = await createUser({ name: "Fuzz User", verified: true });
      // The moderation API answers 404 to anyone else before it reads a thing: fuzz it as a moderator.
      if (route.url.startsWith("/server/admin/")) await db.user.update({ where: { id: user.id }, data: { role: "moderator" } });
      const pet = await createPet(user.id, { name: "Mine" });
      await db.rateLimit.deleteMany();
      await db.loginThrottle.deleteMany();
      const validParams = validParamsFor(route, pet.id);
      const url = fillPath(route.url, validParams);
      const key = `${method} ${route.url}`;
      const cases = fuzzCases(method, route, { otherPetId: otherPet.id });

      for (const token of [user.token, undefined]) {
        const who = token ? "signed in" : "signed out";
        for (const c of cases) {
          const label = `${key} (${who}) ${describeCase(c)}`;
          const res =
            c.kind === "param"
              ? await call(handler, method, url, {
                  token,
                  params: { ...validParams, [c.name]: c.value as string },
                  ...(c.body === undefined ? {} : { body: c.body }),
                })
              : c.kind === "query"
                ? await call(handler, method, url, { token, params: validParams, query: { [c.name]: c.value as string } })
                : c.kind === "form"
                  ? await callMultipart(handler, method, url, { token, params: validParams, fields: c.body as Record<string, string> })
                  : await call(handler, method, url, { token, params: validParams, body: c.body });
          record(label, res.status, res.json);
        }
      }
    }
    expect(results.failures.slice(before)).toEqual([]);
  });
});
