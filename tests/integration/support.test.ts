import { POST as contact } from "@/app/server/contact/route";
import { POST as support } from "@/app/server/support/route";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { SUPPORT_RATE_LIMITS } from "@/lib/support/limits";
import { closeDb, resetDb } from "../helpers/db";
import { createUser } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";

const db = getDb();
let seq = 0;
const uniqueEmail = () => `sender${++seq}@example.com`;
const validSupport = () => ({
  name: "Lakshmi Reddy",
  email: uniqueEmail(),
  subject: "Cannot verify my email",
  message: "The verification link says it has expired.",
});
const validContact = () => ({ name: "Arjun Mehta", email: uniqueEmail(), message: "Do you work with shelters in Vijayawada?" });

beforeAll(resetDb);
afterAll(closeDb);

const endpoints = [
  {
    name: "POST /server/support",
    handler: support,
    path: "/server/support",
    valid: validSupport,
    kind: "support" as const,
    mailKind: "support_request",
    success: "Your support request has been submitted successfully!",
  },
  {
    name: "POST /server/contact",
    handler: contact,
    path: "/server/contact",
    valid: validContact,
    kind: "contact" as const,
    mailKind: "contact_message",
    success: "Your message has been sent successfully!",
  },
];

describe.each(endpoints)("$name", ({ handler, path, valid, kind, mailKind, success }) => {
  it("stores the request (trimmed, email lower-cased) and answers the contract's success text", async () => {
    const body = valid();
    const res = await call(handler, "POST", path, { body: { ...body, name: `  ${body.name}  `, email: ` ${body.email.toUpperCase()} ` } });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, message: success, ticket: expect.stringMatching(/^PB-\d{6,}$/) });
    const row = await db.supportRequest.findFirstOrThrow({ where: { email: body.email } });
    expect(row).toMatchObject({ kind, name: body.name, email: body.email, message: body.message, userId: null });
    expect(row.subject).toBe(kind === "support" ? (body as Record<string, string>).subject : null);
  });

  it("mails it to SUPPORT_EMAIL in English, with reply-to details and the sender's text escaped", async () => {
    const body = { ...valid(), name: "Eve <b>Hacker</b>", message: `<script>alert("x")</script>\nSecond line & more` };
    const res = await call(handler, "POST", path, { body, cookie: "NEXT_LOCALE=te" });
    expect(res.status).toBe(201);
    const mail = await db.mail.findFirstOrThrow({
      where: { kind: mailKind, text: { contains: body.email } },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.to).toBe(env().SUPPORT_EMAIL);
    expect(mail.to).toBe("support@pawbazaar.in");
    // The ticket leads the subject, so the thread a sender quotes it in is found.
    expect(mail.subject).toMatch(
      kind === "support" ? /^\[PawBazaar support PB-\d{6,}\] / : /^\[PawBazaar contact PB-\d{6,}\] Message from /,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Hacker</b>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Second line &amp; more");
    expect(mail.text).toContain(`Reply to: ${body.email}`);
    expect(mail.text).toContain(`From: Eve <b>Hacker</b> <${body.email}>`);
    expect(mail.text).toContain("Language: te");
    expect(mail.text).toContain(body.message);
    expect(mail.text).toContain(kind === "support" ? "New support request" : "New contact message");
  });

  it("stores the signed-in user's id (bearer token), and none for an invalid token", async () => {
    const user = await createUser();
    const body = valid();
    const res = await call(handler, "POST", path, { body, token: user.token });
    expect(res.status).toBe(201);
    expect((await db.supportRequest.findFirstOrThrow({ where: { email: body.email } })).userId).toBe(user.id);

    const anon = valid();
    const res2 = await call(handler, "POST", path, { body: anon, token: "not-a-real-token" });
    expect(res2.status).toBe(201);
    expect((await db.supportRequest.findFirstOrThrow({ where: { email: anon.email } })).userId).toBeNull();
  });

  const fields = kind === "support" ? (["name", "email", "subject", "message"] as const) : (["name", "email", "message"] as const);
  const required: Record<string, string> = {
    name: "Name is required",
    email: "Email is required",
    subject: "Subject is required",
    message: "Message is required",
  };
  const tooLong: Record<string, [string, string]> = {
    name: ["x".repeat(101), "Name must be at most 100 characters"],
    email: [`${"a".repeat(250)}@example.com`, "Please enter a valid email address"],
    subject: ["s".repeat(201), "Subject must be at most 200 characters"],
    message: ["m".repeat(5001), "Your message to our team must be at most 5000 characters"],
  };

  it.each(fields)("requires %s: missing, blank, or not a string → 422 with the field's message, nothing stored", async (field) => {
    const before = await db.supportRequest.count();
    for (const value of [undefined, "", "   \n\t ", 42, null, ["a"], { a: 1 }, true]) {
      const body: Record<string, unknown> = { ...valid(), [field]: value };
      if (value === undefined) delete body[field];
      const res = await call(handler, "POST", path, { body });
      expect([value, res.status]).toEqual([value, 422]);
      expect(res.json).toMatchObject({ success: false, code: "VALIDATION" });
      expect([value, res.json.fieldErrors[field]]).toEqual([value, [required[field]]]);
    }
    expect(await db.supportRequest.count()).toBe(before);
  });

  it.each(fields)("limits the length of %s", async (field) => {
    const [value, message] = tooLong[field];
    const res = await call(handler, "POST", path, { body: { ...valid(), [field]: value } });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors[field]).toEqual([message]);
    // At the limit is fine.
    const ok = { name: "x".repeat(100), email: `${"a".repeat(242)}@example.com`, subject: "s".repeat(200), message: "m".repeat(5000) }[
      field
    ];
    const res2 = await call(handler, "POST", path, { body: { ...valid(), [field]: ok } });
    expect(res2.status).toBe(201);
  });

  it.each(["not-an-email", "a@", "@example.com", "a b@example.com", "a@example", "<a@example.com>"])(
    "refuses the email %j",
    async (email) => {
      const res = await call(handler, "POST", path, { body: { ...valid(), email } });
      expect(res.status).toBe(422);
      expect(res.json.fieldErrors.email).toEqual(["Please enter a valid email address"]);
    },
  );

  it("refuses malformed JSON, a non-object body, a huge body and a wrong content type without a 500", async () => {
    const bad = await call(handler, "POST", path, { rawBody: '{"name": "A", "email":', headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, code: "INVALID_JSON" });

    for (const raw of ["[]", '"text"', "null", "42"]) {
      const res = await call(handler, "POST", path, { rawBody: raw, headers: { "content-type": "application/json" } });
      expect([raw, res.status]).toEqual([raw, 422]);
    }

    const empty = await call(handler, "POST", path, { rawBody: "", headers: { "content-type": "application/json" } });
    expect(empty.status).toBe(422);
    expect(empty.json.fieldErrors.name).toEqual(["Name is required"]);

    const huge = await call(handler, "POST", path, { body: { ...valid(), message: "m".repeat(200_000) } });
    expect(huge.status).toBe(413);
    expect(huge.json).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });

    const form = await call(handler, "POST", path, {
      rawBody: "name=A&email=a%40example.com",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);

    const invalidUtf8 = await call(handler, "POST", path, {
      rawBody: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { "content-type": "application/json" },
    });
    expect(invalidUtf8.status).toBe(400);
  });

  it("ignores unknown fields (e.g. a forged userId or kind)", async () => {
    const user = await createUser();
    const body = { ...valid(), userId: user.id, kind: kind === "support" ? "contact" : "support", id: "forged" };
    const res = await call(handler, "POST", path, { body });
    expect(res.status).toBe(201);
    const row = await db.supportRequest.findFirstOrThrow({ where: { email: body.email } });
    expect(row).toMatchObject({ kind, userId: null });
    expect(row.id).not.toBe("forged");
  });
});

describe("rate limits", () => {
  it.each([
    ["support", support, "/server/support", validSupport, SUPPORT_RATE_LIMITS.supportPerIp.limit],
    ["contact", contact, "/server/contact", validContact, SUPPORT_RATE_LIMITS.contactPerIp.limit],
  ] as const)("%s: at most the limit per address in the window, then 429 with Retry-After", async (_name, handler, path, valid, limit) => {
    const ip = freshIp();
    for (let i = 0; i < limit; i++) expect((await call(handler, "POST", path, { body: valid(), ip })).status).toBe(201);
    const before = await db.supportRequest.count();
    const res = await call(handler, "POST", path, { body: valid(), ip });
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.supportRequest.count()).toBe(before);
    // Another address is not affected.
    expect((await call(handler, "POST", path, { body: valid() })).status).toBe(201);
  });

  it("limits one email address across many client addresses", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < SUPPORT_RATE_LIMITS.supportPerEmail.limit; i++) {
      expect((await call(support, "POST", "/server/support", { body: { ...validSupport(), email } })).status).toBe(201);
    }
    // The same address in other letter cases counts as the same.
    const res = await call(support, "POST", "/server/support", { body: { ...validSupport(), email: email.toUpperCase() } });
    expect(res.status).toBe(429);
  });
});

describe("mail failures", () => {
  it("keeps the stored request when the mail cannot be sent", async () => {
    const config = env();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    // Resend is unreachable from the test machine with a made-up key: sending fails.
    config.RESEND_API_KEY = "re_test_invalid_key";
    try {
      const body = validSupport();
      const res = await call(support, "POST", "/server/support", { body });
      expect(res.status).toBe(201);
      expect(res.json.message).toBe("Your support request has been submitted successfully!");
      expect(await db.supportRequest.count({ where: { email: body.email } })).toBe(1);
      const mail = await db.mail.findFirstOrThrow({ where: { kind: "support_request", text: { contains: body.email } } });
      expect(mail.status).toBe("failed");
      expect(errors).toHaveBeenCalled();
    } finally {
      config.RESEND_API_KEY = undefined;
      errors.mockRestore();
    }
  });
});
