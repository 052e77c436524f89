// The limits cannot be walked around: the client's address comes from our trust boundary, not from
// whatever X-Forwarded-For the client writes; unauthenticated POSTs are JSON from our own origin; and
// the per-account sign-in brake slows a guesser without locking the owner out.
import { POST as forgotPassword } from "@/app/server/auth/forgot-password/route";
import { POST as login } from "@/app/server/auth/login/route";
import { POST as register } from "@/app/server/auth/register/route";
import { POST as resetPassword } from "@/app/server/auth/reset-password/route";
import { POST as contact } from "@/app/server/contact/route";
import { GET as getPet } from "@/app/server/pets/[id]/route";
import { POST as support } from "@/app/server/support/route";
import { LIMITS } from "@/lib/auth/limits";
import { delayAfterFailures, throttleKey } from "@/lib/auth/lockout";
import { getDb } from "@/lib/db";
import { clientIp } from "@/lib/http/rate-limit";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
let seq = 0;
const newEmail = () => `limits${++seq}@example.com`;
/** A made-up address the client writes in front of the one our server saw. */
const spoofed = (i: number, real: string) => `10.${i % 250}.${Math.floor(i / 250)}.1, ${real}`;

async function registerUser() {
  const body = { name: "Asha Rao", email: newEmail(), password: "secret123" };
  const res = await call(register, "POST", "/server/auth/register", { body });
  expect(res.status).toBe(201);
  return { ...body, res };
}

beforeAll(resetDb);
afterAll(closeDb);

describe("the client's address", () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it("is the entry our own server appended, or the one a configured number of proxies before it", () => {
    const h = headers({ "x-forwarded-for": "1.1.1.1, 2.2.2.2, 3.3.3.3" });
    expect(clientIp(h, { onVercel: false, proxyHops: 0 })).toBe("3.3.3.3");
    expect(clientIp(h, { onVercel: false, proxyHops: 1 })).toBe("2.2.2.2");
    expect(clientIp(h, { onVercel: false, proxyHops: 5 })).toBe("1.1.1.1");
    expect(clientIp(headers({}), { onVercel: false, proxyHops: 0 })).toBe("unknown");
  });

  it("is the platform's own header on Vercel, whatever X-Forwarded-For says", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6", "x-vercel-forwarded-for": "49.37.1.2", "x-real-ip": "49.37.1.2" });
    expect(clientIp(h, { onVercel: true, proxyHops: 0 })).toBe("49.37.1.2");
    expect(clientIp(headers({ "x-real-ip": "49.37.1.3" }), { onVercel: true, proxyHops: 0 })).toBe("49.37.1.3");
  });

  it("cannot be renewed per request: logins from one client with a new X-Forwarded-For each time are limited", async () => {
    const real = "203.0.113.40";
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.loginPerIp.limit; i++) {
      statuses.push(
        (
          await call(login, "POST", "/server/auth/login", {
            ip: spoofed(i, real),
            body: { email: `walk${i}@example.com`, password: "wrong-password" },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, LIMITS.loginPerIp.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("cannot be renewed per request for registrations and reset mails either", async () => {
    const real = "203.0.113.41";
    for (let i = 0; i < LIMITS.registerPerIp.limit; i++) {
      expect(
        (
          await call(register, "POST", "/server/auth/register", {
            ip: spoofed(i, real),
            body: { name: "R", email: newEmail(), password: "secret123" },
          })
        ).status,
      ).toBe(201);
    }
    expect(
      (
        await call(register, "POST", "/server/auth/register", {
          ip: spoofed(99, real),
          body: { name: "R", email: newEmail(), password: "secret123" },
        })
      ).status,
    ).toBe(429);

    const mailer = "203.0.113.42";
    const accounts = [];
    for (let i = 0; i < LIMITS.forgotPerIp.limit + 5; i++) accounts.push((await registerUser()).email);
    const before = await db.mail.count({ where: { kind: "reset_password" } });
    const statuses = [];
    for (const [i, email] of accounts.entries()) {
      statuses.push(
        (await call(forgotPassword, "POST", "/server/auth/forgot-password", { ip: spoofed(i, mailer), body: { email } })).status,
      );
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await db.mail.count({ where: { kind: "reset_password" } })) - before).toBe(LIMITS.forgotPerIp.limit);
  });

  it("does not let a made-up X-Forwarded-For inflate a pet's views", async () => {
    const seller = await createUser();
    const pet = await createPet(seller.id);
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await call(getPet, "GET", `/server/pets/${pet.id}`, {
            params: { id: pet.id },
            ip: spoofed(i, "198.51.100.60"),
            headers: { "user-agent": "probe" },
          })
        ).status,
      ).toBe(200);
    }
    expect((await db.pet.findUniqueOrThrow({ where: { id: pet.id } })).views).toBe(1);
  });
});

describe("unauthenticated POSTs (login CSRF)", () => {
  it("refuses a text/plain login from another site and sets no cookie", async () => {
    const { email, password } = await registerUser();
    const res = await call(login, "POST", "/server/auth/login", {
      rawBody: JSON.stringify({ email, password }),
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("CROSS_SITE");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses JSON from another site on login, register, forgot-password, reset-password, support and contact", async () => {
    const { email, password } = await registerUser();
    const origin = { origin: "https://evil.example" };
    const cases = [
      call(login, "POST", "/server/auth/login", { headers: origin, body: { email, password } }),
      call(register, "POST", "/server/auth/register", { headers: origin, body: { name: "Eve", email: newEmail(), password: "secret123" } }),
      call(forgotPassword, "POST", "/server/auth/forgot-password", { headers: origin, body: { email } }),
      call(resetPassword, "POST", "/server/auth/reset-password", {
        headers: origin,
        body: { token: "x".repeat(43), newPassword: "newsecret1" },
      }),
      call(support, "POST", "/server/support", {
        headers: origin,
        body: { name: "Eve", email: "eve@example.com", subject: "Hello there", message: "A message long enough to be valid." },
      }),
      call(contact, "POST", "/server/contact", {
        headers: origin,
        body: { name: "Eve", email: "eve@example.com", message: "A message long enough to be valid." },
      }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ success: false, code: "CROSS_SITE" });
    }
    // Our own pages still get through.
    const own = await call(login, "POST", "/server/auth/login", {
      headers: { origin: "http://localhost:3000" },
      body: { email, password },
    });
    expect(own.status).toBe(200);
  });

  it("takes bodies as JSON only: text/plain, a form or no type at all is 415", async () => {
    const { email, password } = await registerUser();
    const raw = JSON.stringify({ email, password });
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "text/json",
      "",
    ]) {
      const res = await call(login, "POST", "/server/auth/login", { rawBody: raw, headers: type ? { "content-type": type } : {} });
      expect({ type, status: res.status }).toEqual({ type, status: 415 });
      expect(res.json.code).toBe("JSON_REQUIRED");
    }
    const ok = await call(login, "POST", "/server/auth/login", {
      rawBody: raw,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(ok.status).toBe(200);
    const support415 = await call(support, "POST", "/server/support", {
      rawBody: JSON.stringify({ name: "A", email: "a@example.com", subject: "Hello", message: "x".repeat(20) }),
      headers: { "content-type": "text/plain" },
    });
    expect(support415.status).toBe(415);
  });
});

describe("the per-account sign-in brake", () => {
  const wrong = (email: string, i: number) =>
    call(login, "POST", "/server/auth/login", { ip: `192.0.2.${i % 250}`, body: { email, password: "wrong-password" } });
  const deviceCookieOf = (res: { headers: Headers }) => /pb_known_device=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  const brakeOf = (email: string) => db.loginThrottle.findUnique({ where: { key: throttleKey(email) } });
  /**
   * Keeps the account's wait running for an hour from now. The first waits are a second or two, which a
   * busy machine can spend between two requests, and the attempts that follow must fall inside the wait
   * however slow the machine is. How long the wait really is, the row shows before it is stretched.
   */
  const holdTheWait = (email: string) =>
    db.loginThrottle.update({ where: { key: throttleKey(email) }, data: { nextAttemptAt: new Date(Date.now() + 60 * 60_000) } });
  /** Ends the waits of every account now, as if each had run out. */
  const endTheWaits = () => db.loginThrottle.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });

  it("grows the wait after five misses and cannot be rushed in parallel", async () => {
    expect([0, 4, 5, 6, 10, 14, 15, 40].map((f) => delayAfterFailures(f, 5))).toEqual([0, 0, 1, 2, 32, 512, 900, 900]);
    const { email } = await registerUser();
    for (let i = 0; i < 5; i++) expect((await wrong(email, i)).status).toBe(401);
    // The fifth miss sets a wait of a second (one statement: both times are its now()).
    const afterFive = await brakeOf(email);
    expect(afterFive?.failures).toBe(5);
    expect(afterFive!.nextAttemptAt.getTime() - afterFive!.lastFailureAt.getTime()).toBe(1000);
    // A sixth attempt inside the wait is refused before its password is checked, and says how long to wait.
    await holdTheWait(email);
    const sixth = await wrong(email, 6);
    expect(sixth.status).toBe(429);
    expect(sixth.json.code).toBe("RATE_LIMITED");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await brakeOf(email))?.failures).toBe(5);
    // Once the wait is over, only one of many simultaneous guesses gets the slot. The slot lasts the
    // next wait, a second after five misses: a busy machine can take longer than that to bring all ten
    // guesses to it, and a late one would find the slot free again. With 14 misses the slot lasts 512 s,
    // and who gets it works the same.
    await db.loginThrottle.update({ where: { key: throttleKey(email) }, data: { failures: 14 } });
    await endTheWaits();
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => wrong(email, 100 + i)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(9);
    const row = await brakeOf(email);
    expect(row?.failures).toBe(15);
    expect(row!.nextAttemptAt.getTime() - row!.lastFailureAt.getTime()).toBe(delayAfterFailures(15, 5) * 1000);
  });

  it("treats an unknown email exactly like a known one", async () => {
    const known = (await registerUser()).email;
    const unknown = newEmail();
    for (let i = 0; i < 5; i++) {
      expect((await wrong(known, i)).status).toBe(401);
      expect((await wrong(unknown, i)).status).toBe(401);
    }
    const [knownBrake, unknownBrake] = [await brakeOf(known), await brakeOf(unknown)];
    expect(unknownBrake?.failures).toBe(knownBrake?.failures);
    expect(unknownBrake!.nextAttemptAt.getTime() - unknownBrake!.lastFailureAt.getTime()).toBe(
      knownBrake!.nextAttemptAt.getTime() - knownBrake!.lastFailureAt.getTime(),
    );
    await holdTheWait(known);
    await holdTheWait(unknown);
    const [a, b] = [await wrong(known, 9), await wrong(unknown, 9)];
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(a.json).toEqual(b.json);
  });

  it("lets the owner in from a device they signed in on before, after ten misses from rotating addresses", async () => {
    const { email, password, res: registered } = await registerUser();
    const device = deviceCookieOf(registered);
    expect(device).toBeTruthy();
    for (let i = 0; i < 10; i++) {
      await endTheWaits();
      expect((await wrong(email, i)).status).toBe(401);
    }
    await holdTheWait(email);
    // A stranger's device with the right password still waits…
    expect((await call(login, "POST", "/server/auth/login", { body: { email, password } })).status).toBe(429);
    // …the owner's phone gets in, and that clears the misses.
    const owner = await call(login, "POST", "/server/auth/login", { cookie: `pb_known_device=${device}`, body: { email, password } });
    expect(owner.status).toBe(200);
    expect(await brakeOf(email)).toBeNull();
    // A cookie signed for another account, or tampered, is no pass.
    const other = await registerUser();
    const otherDevice = deviceCookieOf(other.res);
    for (let i = 0; i < 5; i++) await wrong(email, i);
    await holdTheWait(email);
    expect(
      (await call(login, "POST", "/server/auth/login", { cookie: `pb_known_device=${otherDevice}`, body: { email, password } })).status,
    ).toBe(429);
    expect(
      (await call(login, "POST", "/server/auth/login", { cookie: `pb_known_device=${device}x`, body: { email, password } })).status,
    ).toBe(429);
  });

  it("lets the owner in after the reset flow", async () => {
    const { email } = await registerUser();
    for (let i = 0; i < 10; i++) {
      await endTheWaits();
      await wrong(email, i);
    }
    expect((await call(forgotPassword, "POST", "/server/auth/forgot-password", { body: { email } })).status).toBe(200);
    const mail = await db.mail.findFirstOrThrow({ where: { to: email, kind: "reset_password" }, orderBy: { createdAt: "desc" } });
    const token = new URL(mail.link!).searchParams.get("token")!;
    expect((await call(resetPassword, "POST", "/server/auth/reset-password", { body: { token, newPassword: "brandnew123" } })).status).toBe(
      200,
    );
    expect((await call(login, "POST", "/server/auth/login", { body: { email, password: "brandnew123" } })).status).toBe(200);
  });
});
