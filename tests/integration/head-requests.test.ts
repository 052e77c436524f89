import { NextRequest } from "next/server";
import { GET as runDigest } from "@/app/server/alerts/run/route";
import { GET as verify } from "@/app/server/auth/verify/route";
import { GET as health } from "@/app/server/health/route";
import { GET as getThread } from "@/app/server/messages/[id]/route";
import { POST as send } from "@/app/server/messages/route";
import { GET as getPreview } from "@/app/server/og/pets/[id]/route";
import { GET as getPet } from "@/app/server/pets/[id]/route";
import { GET as exportData } from "@/app/server/profile/export/route";
import { GET as runRetention } from "@/app/server/retention/run/route";
import { ACCOUNT_LIMITS } from "@/lib/account/limits";
import { METHODS } from "@/lib/api/contract";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { API_ROUTES } from "@/app/server/routes.generated";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";

// HEAD asks for a GET's headers only, and Next.js answers it by running the route's GET. So a HEAD must
// not do what a GET does: lib/api/route.ts answers it 405 before the session, the rate limit or the
// handler, except for the GETs whose contract says `answersHead` (they only read). Each route below
// writes something on GET; a HEAD leaves all of it as it was.

const db = getDb();
jest.setTimeout(60_000);
type TUser = Awaited<ReturnType<typeof createUser>>;
type THandler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A HEAD as Next.js hands it to the GET handler; the body (if any) is read to its end, as a server would. */
async function head(
  handler: THandler,
  path: string,
  { token, headers = {}, params = {} }: { token?: string; headers?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const h = new Headers({ "x-forwarded-for": freshIp(), ...headers });
  if (token) h.set("authorization", `Bearer ${token}`);
  const res = await handler(new NextRequest(new URL(path, "http://localhost:3000"), { method: "HEAD", headers: h }), {
    params: Promise.resolve(params),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

const expectRefused = (res: Awaited<ReturnType<typeof head>>) => {
  expect([res.status, res.headers.get("allow"), res.headers.get("cache-control")]).toEqual([405, "GET", "no-store"]);
  expect(res.headers.get("x-request-id")).toBeTruthy();
};

let seller: TUser;
let buyer: TUser;

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Hema Seller", verified: true });
  buyer = await createUser({ name: "Hari Buyer", verified: true });
});
afterAll(closeDb);

describe("HEAD on a GET that does work", () => {
  it("/server/profile/export: no archive, no mail, and the day's three downloads all still there", async () => {
    const mails = () => db.mail.count({ where: { to: buyer.email, kind: "data_exported" } });
    for (let i = 0; i < ACCOUNT_LIMITS.exportPerUser.limit + 1; i++) {
      const res = await head(exportData, "/server/profile/export", { token: buyer.token });
      expectRefused(res);
      expect(res.headers.get("content-disposition")).toBeNull();
    }
    expect(await mails()).toBe(0);
    expect(await db.rateLimit.count({ where: { key: { startsWith: `${ACCOUNT_LIMITS.exportPerUser.name}:` } } })).toBe(0);
    // The three of the day are untouched: the first GET is the first download.
    const res = await exportData(
      new NextRequest(new URL("/server/profile/export", "http://localhost:3000"), {
        headers: { authorization: `Bearer ${buyer.token}`, "x-forwarded-for": freshIp() },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await mails()).toBe(1);
    expect(
      await db.rateLimit.findFirst({ where: { key: `${ACCOUNT_LIMITS.exportPerUser.name}:${buyer.id}` }, select: { count: true } }),
    ).toEqual({
      count: 1,
    });
  });

  it("/server/messages/{id}: what they sent me stays unread", async () => {
    const sent = await call(send, "POST", "/server/messages", {
      token: seller.token,
      body: { receiver_id: buyer.id, message: "Still keen?" },
    });
    expect(sent.status).toBe(201);
    expectRefused(await head(getThread, `/server/messages/${seller.id}`, { token: buyer.token, params: { id: seller.id } }));
    expect(await db.message.findUniqueOrThrow({ where: { id: sent.json.data.id }, select: { isRead: true } })).toEqual({ isRead: false });
  });

  it("/server/pets/{id}: no view counted", async () => {
    const pet = await createPet(seller.id, { name: "Tommy" });
    expectRefused(await head(getPet, `/server/pets/${pet.id}`, { token: buyer.token, params: { id: pet.id } }));
    expectRefused(await head(getPet, `/server/pets/${pet.id}`, { params: { id: pet.id } }));
    expect(await db.pet.findUniqueOrThrow({ where: { id: pet.id }, select: { views: true } })).toEqual({ views: 0 });
    expect(await db.petView.count({ where: { petId: pet.id } })).toBe(0);
  });

  it("/server/auth/verify: the address stays unverified and the link unused", async () => {
    const fresh = await createUser({ name: "Nisha New" });
    const mail = await db.mail.findFirstOrThrow({ where: { to: fresh.email, kind: "verify_email" } });
    const token = new URL(mail.link!).searchParams.get("token")!;
    expectRefused(await head(verify, `/server/auth/verify?token=${encodeURIComponent(token)}`));
    expect(await db.user.findUniqueOrThrow({ where: { id: fresh.id }, select: { isEmailVerified: true } })).toEqual({
      isEmailVerified: false,
    });
    // The link still works for the person who opens it.
    expect((await call(verify, "GET", "/server/auth/verify", { query: { token } })).status).toBe(200);
  });

  it("the scheduler's jobs: nothing runs, even with the right secret", async () => {
    const config = env();
    config.CRON_SECRET = "cron-secret-for-the-head-tests-0123";
    const log = jest.spyOn(console, "info").mockImplementation(() => undefined);
    try {
      const authorization = `Bearer ${config.CRON_SECRET}`;
      expectRefused(await head(runDigest, "/server/alerts/run", { headers: { authorization } }));
      expectRefused(await head(runRetention, "/server/retention/run", { headers: { authorization } }));
      // A run logs its summary line; neither did.
      expect(log.mock.calls.filter(([line]) => /^\[(alerts|retention)\]/.test(String(line)))).toEqual([]);
    } finally {
      log.mockRestore();
      config.CRON_SECRET = undefined;
    }
  });
});

describe("HEAD on a GET that only reads", () => {
  it("/server/health answers as GET does, with its headers", async () => {
    const res = await head(health, "/server/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it("/server/og/pets/{id} answers the preview's headers", async () => {
    const pet = await createPet(seller.id, { name: "Preview Pup" });
    const res = await head(getPreview, `/server/og/pets/${pet.id}`, { params: { id: pet.id } });
    expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    expect(res.headers.get("etag")).toBeTruthy();
  });

  it("is said only by GETs that need no session and count nothing", () => {
    const answering = API_ROUTES.flatMap(({ folder, contracts }) =>
      METHODS.flatMap((method) => {
        const c = contracts[method];
        return c?.answersHead ? [{ route: `${method} ${folder}`, auth: c.auth, rateLimit: !!c.rateLimit }] : [];
      }),
    );
    expect(answering.length).toBeGreaterThan(0);
    for (const a of answering) expect(a).toEqual({ route: expect.stringMatching(/^GET /), auth: "none", rateLimit: false });
  });
});
