import { POST as forgotPassword } from "@/app/server/auth/forgot-password/route";
import { POST as login } from "@/app/server/auth/login/route";
import { POST as logout } from "@/app/server/auth/logout/route";
import { GET as me } from "@/app/server/auth/me/route";
import { POST as register } from "@/app/server/auth/register/route";
import { POST as resetPassword } from "@/app/server/auth/reset-password/route";
import { POST as sendVerification } from "@/app/server/auth/send-verification-email/route";
import { GET as verify } from "@/app/server/auth/verify/route";
import { LIMITS } from "@/lib/auth/limits";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { call } from "../helpers/http";

const db = getDb();
let seq = 0;
const newEmail = () => `user${++seq}@example.com`;

async function registerUser(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const body = { name: "Asha Rao", email: newEmail(), password: "secret123", ...overrides };
  const res = await call(register, "POST", "/server/auth/register", { body });
  expect(res.status).toBe(201);
  return { ...body, token: res.json.token as string, user: res.json.user, res };
}

/** The token in the newest mail of a kind to an address, read from the development outbox. */
async function mailedToken(to: string, kind: "verify_email" | "reset_password") {
  const mail = await db.mail.findFirst({ where: { to, kind }, orderBy: { createdAt: "desc" } });
  expect(mail?.link).toBeTruthy();
  return new URL(mail!.link!).searchParams.get("token")!;
}

beforeAll(resetDb);
afterAll(closeDb);

describe("POST /server/auth/register", () => {
  it("creates the account, signs in (token and httpOnly cookie) and mails a verification link", async () => {
    const email = "Priya.Sharma@Example.com ";
    const { res, token } = await registerUser({ email, name: "  Priya Sharma " });
    expect(res.json).toMatchObject({
      success: true,
      message: "Registration successful. Please verify your email.",
      user: { name: "Priya Sharma", email: "priya.sharma@example.com", isEmailVerified: false, avatar: null },
    });
    expect(typeof token).toBe("string");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`next-auth.session-token=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    const stored = await db.user.findUniqueOrThrow({ where: { email: "priya.sharma@example.com" } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain("secret123");
    const mail = await db.mail.findFirstOrThrow({ where: { to: "priya.sharma@example.com", kind: "verify_email" } });
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{40,}$/);
    expect(mail.subject).toBe("Verify your email address for PawBazaar");
    expect(mail.html).toContain("Priya Sharma");
    expect(mail.status).toBe("outbox");
    // Only the token's hash is kept.
    const token2 = new URL(mail.link!).searchParams.get("token")!;
    expect(await db.emailToken.count({ where: { tokenHash: token2 } })).toBe(0);
  });

  it("mails in the visitor's language", async () => {
    const email = newEmail();
    const res = await call(register, "POST", "/server/auth/register", {
      body: { name: "Ravi", email, password: "secret123" },
      cookie: "NEXT_LOCALE=te",
    });
    expect(res.status).toBe(201);
    const mail = await db.mail.findFirstOrThrow({ where: { to: email } });
    expect(mail.subject).toBe("PawBazaar కోసం మీ ఇమెయిల్ చిరునామాను ధృవీకరించండి");
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/te\/verify-email\?token=/);
  });

  it("puts the return path in the verification link beside the token, and the link still verifies", async () => {
    const email = newEmail();
    const res = await call(register, "POST", "/server/auth/register", {
      body: { name: "Asha", email, password: "secret123", next: "/te/pets/cm1pet?intent=contact" },
    });
    expect(res.status).toBe(201);
    const mail = await db.mail.findFirstOrThrow({ where: { to: email, kind: "verify_email" } });
    const link = new URL(mail.link!);
    expect(link.pathname).toBe("/verify-email");
    // Checked and kept without its language prefix (the link's own language puts it back).
    expect(link.searchParams.get("next")).toBe("/pets/cm1pet?intent=contact");
    expect(mail.html).toContain("next=%2Fpets%2Fcm1pet%3Fintent%3Dcontact");
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const verified = await call(verify, "GET", `/server/auth/verify?token=${encodeURIComponent(token)}`);
    expect(verified.status).toBe(200);
  });

  it.each([
    "https://evil.com/pets/x",
    "//evil.com",
    "/\\evil.com",
    "/%2F%2Fevil.com",
    "javascript:alert(1)",
    "/server/auth/logout",
    "/login",
  ])("signs up but leaves a return path that is not one of our pages (%j) out of the link", async (next) => {
    const email = newEmail();
    const res = await call(register, "POST", "/server/auth/register", { body: { name: "Asha", email, password: "secret123", next } });
    expect(res.status).toBe(201);
    const mail = await db.mail.findFirstOrThrow({ where: { to: email, kind: "verify_email" } });
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{40,}$/);
    expect(mail.html).not.toContain("evil");
  });

  it.each([["a".repeat(501)], [42], [["/pets/x"]]])("refuses a return path that is not a short text (%#) with 422", async (next) => {
    const email = newEmail();
    const res = await call(register, "POST", "/server/auth/register", { body: { name: "Asha", email, password: "secret123", next } });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ success: false, code: "VALIDATION" });
    expect(Object.keys(res.json.fieldErrors)).toEqual(["next"]);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it.each([
    [{ email: "a@example.com", password: "secret123" }, "name", "Name is required"],
    [{ name: "   ", email: "a@example.com", password: "secret123" }, "name", "Name is required"],
    [{ name: "A", password: "secret123" }, "email", "Email is required"],
    [{ name: "A", email: "not-an-email", password: "secret123" }, "email", "Please enter a valid email address"],
    [{ name: "A", email: "a@example.com" }, "password", "Password is required"],
    [{ name: "A", email: "a@example.com", password: "12345" }, "password", "Password must be at least 6 characters"],
    [{ name: "A", email: "a@example.com", password: 123456 }, "password", "Password is required"],
    [{ name: "x".repeat(101), email: "a@example.com", password: "secret123" }, "name", "Name must be at most 100 characters"],
  ])("refuses %j with 422 and the field's message", async (body, field, message) => {
    const res = await call(register, "POST", "/server/auth/register", { body });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ success: false, code: "VALIDATION" });
    expect(res.json.fieldErrors[field]).toContain(message);
    expect(await db.user.count({ where: { email: "a@example.com" } })).toBe(0);
  });

  it("refuses an email that is already registered, whatever its case", async () => {
    const { email } = await registerUser();
    const before = await db.user.count();
    const res = await call(register, "POST", "/server/auth/register", {
      body: { name: "B", email: email.toUpperCase(), password: "secret123" },
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, code: "EMAIL_TAKEN", message: "An account with this email already exists." });
    expect(await db.user.count()).toBe(before);
  });

  it("answers malformed JSON, a non-object, a wrong content type and an oversized body with a 4xx", async () => {
    const bad = await call(register, "POST", "/server/auth/register", {
      rawBody: "{name: oops",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, code: "INVALID_JSON", message: "The request body is not valid JSON." });

    const arr = await call(register, "POST", "/server/auth/register", { body: ["a", "b"] });
    expect(arr.status).toBe(422);

    const form = await call(register, "POST", "/server/auth/register", {
      rawBody: "name=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);

    const huge = await call(register, "POST", "/server/auth/register", {
      body: { name: "A", email: "big@example.com", password: "x".repeat(200_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.json.code).toBe("PAYLOAD_TOO_LARGE");

    const notUtf8 = await call(register, "POST", "/server/auth/register", {
      rawBody: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { "content-type": "application/json" },
    });
    expect(notUtf8.status).toBe(400);
  });

  it("is rate limited per address", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < LIMITS.registerPerIp.limit; i++) {
      const r = await call(register, "POST", "/server/auth/register", {
        ip,
        body: { name: "R", email: newEmail(), password: "secret123" },
      });
      expect(r.status).toBe(201);
    }
    const limited = await call(register, "POST", "/server/auth/register", {
      ip,
      body: { name: "R", email: newEmail(), password: "secret123" },
    });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({
      success: false,
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a few minutes and try again.",
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /server/auth/login and GET /server/auth/me", () => {
  it("signs in with the right password and the session works by bearer token and by cookie", async () => {
    const { email, password } = await registerUser();
    const res = await call(login, "POST", "/server/auth/login", { body: { email: email.toUpperCase(), password } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Login successful", user: { email } });
    const token = res.json.token as string;

    const byBearer = await call(me, "GET", "/server/auth/me", { token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.json).toMatchObject({ success: true, user: { email, isEmailVerified: false } });
    expect(byBearer.json.user.passwordHash).toBeUndefined();

    const byCookie = await call(me, "GET", "/server/auth/me", { cookie: `next-auth.session-token=${token}` });
    expect(byCookie.status).toBe(200);
    expect(byCookie.json.user.email).toBe(email);
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const { email } = await registerUser();
    const wrong = await call(login, "POST", "/server/auth/login", { body: { email, password: "wrong-password" } });
    const unknown = await call(login, "POST", "/server/auth/login", { body: { email: "nobody@example.com", password: "wrong-password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ success: false, message: "Invalid credentials", code: "INVALID_CREDENTIALS" });
    expect(unknown.json).toEqual(wrong.json);
  });

  it("requires email and password", async () => {
    const res = await call(login, "POST", "/server/auth/login", { body: { password: "x" } });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors.email).toContain("Email is required");
    const res2 = await call(login, "POST", "/server/auth/login", { body: { email: "a@example.com" } });
    expect(res2.json.fieldErrors.password).toContain("Password is required");
  });

  it("refuses no token, a garbage token and a tampered token", async () => {
    expect((await call(me, "GET", "/server/auth/me")).status).toBe(401);
    expect((await call(me, "GET", "/server/auth/me", { token: "garbage" })).status).toBe(401);
    const { token } = await registerUser();
    const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    const res = await call(me, "GET", "/server/auth/me", { token: tampered });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, code: "UNAUTHORIZED" });
  });

  it("is rate limited per address, across accounts", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < LIMITS.loginPerIp.limit; i++) {
      expect(
        (await call(login, "POST", "/server/auth/login", { ip, body: { email: `x${i}@example.com`, password: "wrong" } })).status,
      ).toBe(401);
    }
    expect((await call(login, "POST", "/server/auth/login", { ip, body: { email: "y@example.com", password: "wrong" } })).status).toBe(429);
  });
});

describe("POST /server/auth/logout", () => {
  it("revokes the session on the server: the same token then gets 401", async () => {
    const { token, email, password } = await registerUser();
    const other = await call(login, "POST", "/server/auth/login", { body: { email, password } });
    const res = await call(logout, "POST", "/server/auth/logout", { token });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect((await call(me, "GET", "/server/auth/me", { token })).status).toBe(401);
    // Another device stays signed in.
    expect((await call(me, "GET", "/server/auth/me", { token: other.json.token })).status).toBe(200);
  });

  it("succeeds without a session too", async () => {
    expect((await call(logout, "POST", "/server/auth/logout")).status).toBe(200);
  });

  it("refuses a cookie-authenticated request from another site", async () => {
    const { token } = await registerUser();
    const cookie = `next-auth.session-token=${token}`;
    const crossSite = await call(logout, "POST", "/server/auth/logout", { cookie, headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json.code).toBe("CROSS_SITE");
    const fetchSite = await call(logout, "POST", "/server/auth/logout", { cookie, headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
    expect((await call(me, "GET", "/server/auth/me", { token })).status).toBe(200);
    // Our own pages may.
    const sameSite = await call(logout, "POST", "/server/auth/logout", { cookie, headers: { origin: "http://localhost:3000" } });
    expect(sameSite.status).toBe(200);
    expect((await call(me, "GET", "/server/auth/me", { token })).status).toBe(401);
  });
});

describe("email verification", () => {
  it("verifies with the mailed link once, and only once", async () => {
    const { email, token } = await registerUser();
    const mailed = await mailedToken(email, "verify_email");
    const res = await call(verify, "GET", "/server/auth/verify", { query: { token: mailed } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Email verified successfully" });
    expect((await call(me, "GET", "/server/auth/me", { token })).json.user.isEmailVerified).toBe(true);

    const again = await call(verify, "GET", "/server/auth/verify", { query: { token: mailed } });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({
      success: false,
      code: "VERIFY_LINK_INVALID",
      message: "This verification link is invalid or has expired.",
    });
  });

  it("refuses a missing, unknown or expired token", async () => {
    const missing = await call(verify, "GET", "/server/auth/verify");
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe("Invalid or missing verification token");
    expect((await call(verify, "GET", "/server/auth/verify", { query: { token: "nope" } })).status).toBe(400);

    const { email, token } = await registerUser();
    const mailed = await mailedToken(email, "verify_email");
    await db.emailToken.updateMany({ where: { user: { email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(verify, "GET", "/server/auth/verify", { query: { token: mailed } })).status).toBe(400);
    expect((await call(me, "GET", "/server/auth/me", { token })).json.user.isEmailVerified).toBe(false);
  });

  it("expires verification links after 24 hours", async () => {
    const { email } = await registerUser();
    const row = await db.emailToken.findFirstOrThrow({ where: { email, type: "verify_email" } });
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it("sends a new link on request: needs a session, replaces the old link, and is rate limited", async () => {
    expect((await call(sendVerification, "POST", "/server/auth/send-verification-email")).status).toBe(401);
    const { email, token } = await registerUser();
    const first = await mailedToken(email, "verify_email");
    const res = await call(sendVerification, "POST", "/server/auth/send-verification-email", { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Verification email sent successfully" });
    const second = await mailedToken(email, "verify_email");
    expect(second).not.toBe(first);
    expect((await call(verify, "GET", "/server/auth/verify", { query: { token: first } })).status).toBe(400);

    for (let i = 1; i < LIMITS.verifyMailPerUser.limit; i++) {
      expect((await call(sendVerification, "POST", "/server/auth/send-verification-email", { token })).status).toBe(200);
    }
    const limited = await call(sendVerification, "POST", "/server/auth/send-verification-email", { token });
    expect(limited.status).toBe(429);

    expect((await call(verify, "GET", "/server/auth/verify", { query: { token: await mailedToken(email, "verify_email") } })).status).toBe(
      200,
    );
  });

  it("tells a verified user there is nothing to send", async () => {
    const { email, token } = await registerUser();
    await call(verify, "GET", "/server/auth/verify", { query: { token: await mailedToken(email, "verify_email") } });
    const res = await call(sendVerification, "POST", "/server/auth/send-verification-email", { token });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("ALREADY_VERIFIED");
  });
});

describe("password reset", () => {
  it("answers the same for a known and an unknown email, and mails only the known one", async () => {
    const { email } = await registerUser();
    const known = await call(forgotPassword, "POST", "/server/auth/forgot-password", { body: { email } });
    const unknown = await call(forgotPassword, "POST", "/server/auth/forgot-password", { body: { email: "ghost@example.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ success: true, message: "Password reset email sent successfully" });
    expect(unknown.json).toEqual(known.json);
    expect(await db.mail.count({ where: { to: email, kind: "reset_password" } })).toBe(1);
    expect(await db.mail.count({ where: { to: "ghost@example.com" } })).toBe(0);
  });

  it("requires an email", async () => {
    const res = await call(forgotPassword, "POST", "/server/auth/forgot-password", { body: {} });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors.email).toContain("Email is required");
  });

  it("resets the password once, signs out every session, and expires after an hour", async () => {
    const { email, token: sessionToken } = await registerUser();
    await call(forgotPassword, "POST", "/server/auth/forgot-password", { body: { email } });
    const resetToken = await mailedToken(email, "reset_password");
    const row = await db.emailToken.findFirstOrThrow({ where: { email, type: "reset_password" } });
    expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);

    const short = await call(resetPassword, "POST", "/server/auth/reset-password", { body: { token: resetToken, newPassword: "12345" } });
    expect(short.status).toBe(422);
    expect(short.json.fieldErrors.newPassword).toContain("Password must be at least 6 characters");

    const res = await call(resetPassword, "POST", "/server/auth/reset-password", {
      body: { token: resetToken, newPassword: "brand-new-pass" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Password reset successfully" });

    expect((await call(me, "GET", "/server/auth/me", { token: sessionToken })).status).toBe(401);
    expect((await call(login, "POST", "/server/auth/login", { body: { email, password: "secret123" } })).status).toBe(401);
    const fresh = await call(login, "POST", "/server/auth/login", { body: { email, password: "brand-new-pass" } });
    expect(fresh.status).toBe(200);
    // Opening the mailed link proved the address.
    expect(fresh.json.user.isEmailVerified).toBe(true);

    const reused = await call(resetPassword, "POST", "/server/auth/reset-password", {
      body: { token: resetToken, newPassword: "another-pass" },
    });
    expect(reused.status).toBe(400);
    expect(reused.json).toMatchObject({ code: "RESET_LINK_INVALID", message: "This reset link is invalid or has expired." });
  });

  it("refuses a missing, unknown, expired or wrong-kind token", async () => {
    const missing = await call(resetPassword, "POST", "/server/auth/reset-password", { body: { newPassword: "whatever1" } });
    expect(missing.status).toBe(422);
    expect(missing.json.fieldErrors.token).toContain("Invalid or missing reset token");
    expect(
      (await call(resetPassword, "POST", "/server/auth/reset-password", { body: { token: "nope", newPassword: "whatever1" } })).status,
    ).toBe(400);

    const { email } = await registerUser();
    const verifyToken = await mailedToken(email, "verify_email");
    expect(
      (await call(resetPassword, "POST", "/server/auth/reset-password", { body: { token: verifyToken, newPassword: "whatever1" } })).status,
    ).toBe(400);

    await call(forgotPassword, "POST", "/server/auth/forgot-password", { body: { email } });
    const resetToken = await mailedToken(email, "reset_password");
    await db.emailToken.updateMany({ where: { email, type: "reset_password" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await call(resetPassword, "POST", "/server/auth/reset-password", {
      body: { token: resetToken, newPassword: "whatever1" },
    });
    expect(expired.status).toBe(400);
    expect((await call(login, "POST", "/server/auth/login", { body: { email, password: "secret123" } })).status).toBe(200);
  });

  it("is rate limited per account", async () => {
    const { email } = await registerUser();
    for (let i = 0; i < LIMITS.forgotPerAccount.limit; i++) {
      expect((await call(forgotPassword, "POST", "/server/auth/forgot-password", { body: { email } })).status).toBe(200);
    }
    const limited = await call(forgotPassword, "POST", "/server/auth/forgot-password", { body: { email } });
    expect(limited.status).toBe(429);
    expect(await db.mail.count({ where: { to: email, kind: "reset_password" } })).toBe(LIMITS.forgotPerAccount.limit);
  });
});

describe("GET /server/auth/me and the cookie", () => {
  it("gives a bearer-only device its session cookie and signed-in hint back, and leaves a complete cookie session alone", async () => {
    const { token } = await registerUser();
    const bearer = await call(me, "GET", "/server/auth/me", { token });
    expect(bearer.headers.get("set-cookie")).toContain(`next-auth.session-token=${token}`);
    expect(bearer.headers.get("set-cookie")).toContain("pawbazaar-signed-in=1");
    // A session from before the hint existed gets the hint, nothing else.
    const older = await call(me, "GET", "/server/auth/me", { cookie: `next-auth.session-token=${token}` });
    expect(older.headers.get("set-cookie")).toMatch(/^pawbazaar-signed-in=1; Path=\/;.*SameSite=lax$/);
    expect(older.headers.get("set-cookie")).not.toContain("HttpOnly");
    const cookie = await call(me, "GET", "/server/auth/me", { cookie: `next-auth.session-token=${token}; pawbazaar-signed-in=1` });
    expect(cookie.headers.get("set-cookie")).toBeNull();
  });

  it("login sets the readable signed-in hint beside the httpOnly session cookie, and logout clears both", async () => {
    const { email } = await registerUser();
    const signedIn = await call(login, "POST", "/server/auth/login", { body: { email, password: "secret123" } });
    const set = signedIn.headers.getSetCookie();
    expect(set.find((c) => c.startsWith("next-auth.session-token="))).toContain("HttpOnly");
    expect(set.find((c) => c.startsWith("pawbazaar-signed-in=1"))).not.toContain("HttpOnly");
    const out = await call(logout, "POST", "/server/auth/logout", { token: signedIn.json.token });
    expect(out.headers.getSetCookie().find((c) => c.startsWith("pawbazaar-signed-in="))).toMatch(/Max-Age=0/);
  });
});
