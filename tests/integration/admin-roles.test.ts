import { execFileSync } from "node:child_process";
import path from "node:path";
import { GET as me } from "@/app/server/auth/me/route";
import { getDb } from "@/lib/db";
import { listStaff, setRole } from "@/lib/moderation/roles";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

// Roles: granted and revoked by `npm run admin` only (scripts/admin.ts over lib/moderation/roles.ts),
// each change in the audit log; a suspended user's sessions stop working at once.

const db = getDb();
beforeAll(resetDb);
afterAll(closeDb);

describe("setRole (npm run admin)", () => {
  it("grants and revokes a role by email, case-insensitively, with one audit row per change", async () => {
    const user = await createUser({ verified: true });
    expect(await setRole({ email: user.email.toUpperCase(), role: "moderator" })).toEqual({
      ok: true,
      email: user.email,
      from: "user",
      to: "moderator",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("moderator");
    expect(await listStaff()).toEqual(expect.arrayContaining([expect.objectContaining({ email: user.email, role: "moderator" })]));
    // The same role again changes nothing and writes nothing.
    expect(await setRole({ email: user.email, role: "moderator" })).toMatchObject({ ok: true, from: "moderator", to: "moderator" });
    expect(await setRole({ email: user.email, role: "user" })).toMatchObject({ ok: true, from: "moderator", to: "user" });
    const audit = await db.auditEntry.findMany({ where: { targetUserId: user.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["role_granted", null],
      ["role_revoked", null],
    ]);
  });

  it("answers no_such_user for an unknown email and creates nothing", async () => {
    const before = await db.auditEntry.count();
    expect(await setRole({ email: "nobody@example.com", role: "admin" })).toEqual({ ok: false, reason: "no_such_user" });
    expect(await db.auditEntry.count()).toBe(before);
  });

  it("is a command: grant, list, revoke, and a usage line with exit code 2 for anything else", async () => {
    const root = path.resolve(__dirname, "../..");
    const run = (...args: string[]) => {
      try {
        return {
          code: 0,
          out: execFileSync("npx", ["tsx", "--require", "./scripts/server-context.cjs", "scripts/admin.ts", ...args], {
            cwd: root,
            encoding: "utf8",
            stdio: "pipe",
          }),
        };
      } catch (e) {
        const err = e as { status: number; stdout: string; stderr: string };
        return { code: err.status, out: `${err.stdout}${err.stderr}` };
      }
    };
    const user = await createUser({ verified: true });
    expect(run("grant", user.email, "admin")).toEqual({ code: 0, out: expect.stringContaining("user → admin") });
    expect(run("list")).toEqual({ code: 0, out: expect.stringContaining(user.email) });
    expect(run("revoke", user.email)).toEqual({ code: 0, out: expect.stringContaining("admin → user") });
    expect(run("grant", user.email, "superuser")).toEqual({ code: 2, out: expect.stringContaining("Usage") });
    expect(run("grant", "nobody@example.com", "moderator")).toEqual({ code: 1, out: expect.stringContaining("No account") });
  }, 60_000);
});

describe("a session", () => {
  it("stops working the moment its user is suspended, whatever the token says", async () => {
    const user = await createUser({ verified: true });
    expect((await call(me, "GET", "/server/auth/me", { token: user.token })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { suspendedAt: new Date(), suspendedReason: "test" } });
    expect((await call(me, "GET", "/server/auth/me", { token: user.token })).status).toBe(401);
  });
});
