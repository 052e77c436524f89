import { POST as login } from "@/app/server/auth/login/route";
import { POST as register } from "@/app/server/auth/register/route";
import { POST as resetPassword } from "@/app/server/auth/reset-password/route";
import { loginWithForm, registerWithForm, resetPasswordWithForm, type TAccountFormState } from "@/lib/auth/actions";
import { readAccountForm } from "@/lib/auth/form-input";
import { ZRegister } from "@/lib/auth/schemas";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { call } from "../helpers/http";

// The no-script account forms (lib/auth/actions.ts) clean their fields as withRoute cleans a JSON body
// (lib/http/input.ts): a hostile value is refused with the code /server/auth/* answers, before anything
// is looked up or written. A refusal returns before the actions touch the request (headers(), cookies()),
// so they are called here directly, as React calls them with the submitted FormData.

const db = getDb();
const NO_ERROR: TAccountFormState = { errorCode: null, email: "" };

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

/** What the JSON route answers, as the form would show it: the code and the first field's code. */
const jsonRefusal = (json: Record<string, unknown>) => ({
  errorCode: json.code,
  fieldCode: Object.values((json.fieldCodes ?? {}) as Record<string, string[]>)[0]?.[0],
});

/** Everything a sign-up, a sign-in or a reset would write. */
const written = async () => ({
  users: await db.user.count(),
  sessions: await db.session.count(),
  mails: await db.mail.count(),
  tokens: await db.emailToken.count(),
});

beforeAll(resetDb);
afterAll(closeDb);

describe("registerWithForm", () => {
  const good = { name: "Asha Rao", email: "asha.form@example.com", password: "secret123", confirmPassword: "secret123", locale: "en" };

  it.each([
    ["a NUL in the name", { name: "Asha\u0000Rao" }, "INPUT_UNSAFE"],
    ["a line break inside the name", { name: "Asha\nRao" }, "INPUT_UNSAFE"],
    ["a control character in the email", { email: "asha\u0007@example.com" }, "INPUT_UNSAFE"],
    ["a NUL in the password", { password: "secret\u0000123", confirmPassword: "secret\u0000123" }, "INPUT_UNSAFE"],
    ["a 20,000-character name", { name: "A".repeat(20_000) }, "INPUT_TOO_LONG"],
  ])("refuses %s with the JSON route's code, and writes nothing", async (_label, hostile, fieldCode) => {
    const fields = { ...good, ...hostile };
    const before = await written();

    const state = await registerWithForm(NO_ERROR, formOf(fields));
    expect(state).toMatchObject({ errorCode: "VALIDATION", fieldCode });

    const { confirmPassword: _confirm, locale: _locale, ...body } = fields;
    const res = await call(register, "POST", "/server/auth/register", { body });
    expect(res.status).toBe(422);
    expect({ errorCode: state.errorCode, fieldCode: state.fieldCode }).toEqual(jsonRefusal(res.json));

    expect(await written()).toEqual(before);
    expect(await db.user.findUnique({ where: { email: good.email } })).toBeNull();
  });

  it("refuses a 100,000-character name (too long for a JSON body at all: 413 there) and writes nothing", async () => {
    const before = await written();
    const state = await registerWithForm(NO_ERROR, formOf({ ...good, name: "A".repeat(100_000) }));
    expect(state).toEqual({ errorCode: "VALIDATION", fieldCode: "INPUT_TOO_LONG", email: good.email });
    const res = await call(register, "POST", "/server/auth/register", {
      body: { name: "A".repeat(100_000), email: good.email, password: good.password },
    });
    expect([res.status, res.json.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    expect(await written()).toEqual(before);
  });

  it("puts back the email as typed when it is clean, and none when it is the hostile value", async () => {
    expect((await registerWithForm(NO_ERROR, formOf({ ...good, name: "Asha\u0000" }))).email).toBe(good.email);
    expect((await registerWithForm(NO_ERROR, formOf({ ...good, email: "a\u0000@example.com" }))).email).toBe("");
  });
});

describe("loginWithForm", () => {
  it.each([
    ["a NUL in the email", { email: "asha\u0000@example.com", password: "secret123" }, "INPUT_UNSAFE"],
    ["a control character in the password", { email: "asha@example.com", password: "secret\u001b123" }, "INPUT_UNSAFE"],
    ["a 20,000-character password", { email: "asha@example.com", password: "p".repeat(20_000) }, "INPUT_TOO_LONG"],
  ])("refuses %s with the JSON route's code, and signs nobody in", async (_label, fields, fieldCode) => {
    const before = await written();
    const state = await loginWithForm(NO_ERROR, formOf({ ...fields, next: "/dashboard", locale: "en" }));
    expect(state).toMatchObject({ errorCode: "VALIDATION", fieldCode });
    const res = await call(login, "POST", "/server/auth/login", { body: fields });
    expect(res.status).toBe(422);
    expect({ errorCode: state.errorCode, fieldCode: state.fieldCode }).toEqual(jsonRefusal(res.json));
    expect(await written()).toEqual(before);
  });
});

describe("resetPasswordWithForm", () => {
  it.each([
    ["a NUL in the token", { token: "abc\u0000def", newPassword: "newsecret1" }, "INPUT_UNSAFE"],
    ["a control character in the new password", { token: "abcdef", newPassword: "new\u0001secret" }, "INPUT_UNSAFE"],
  ])("refuses %s with the JSON route's code", async (_label, fields, fieldCode) => {
    const before = await written();
    const state = await resetPasswordWithForm(NO_ERROR, formOf({ ...fields, confirmPassword: fields.newPassword, locale: "en" }));
    expect(state).toEqual({ errorCode: "VALIDATION", fieldCode, email: "" });
    const res = await call(resetPassword, "POST", "/server/auth/reset-password", { body: fields });
    expect(res.status).toBe(422);
    expect({ errorCode: state.errorCode, fieldCode: state.fieldCode }).toEqual(jsonRefusal(res.json));
    expect(await written()).toEqual(before);
  });
});

describe("readAccountForm (the actions' reading of a form)", () => {
  it("hands the schema the cleaned fields: NFC text, passwords as typed, missing fields empty", () => {
    const decomposed = "Jose\u0301";
    const read = readAccountForm(
      formOf({ name: `  ${decomposed} `, email: "Jose@Example.com", password: `pass${decomposed}`, confirmPassword: `pass${decomposed}` }),
      ZRegister,
      ["name", "email", "password", "confirmPassword"],
    );
    expect(read).toEqual({
      success: true,
      data: { name: "José", email: "jose@example.com", password: `pass${decomposed}` },
      fields: { name: "  José ", email: "Jose@Example.com", password: `pass${decomposed}`, confirmPassword: `pass${decomposed}` },
      email: "Jose@Example.com",
    });
    const missing = readAccountForm(formOf({ email: "a@example.com" }), ZRegister, ["name", "email", "password"]);
    expect(missing).toEqual({ success: false, state: { errorCode: "VALIDATION", fieldCode: "nameRequired", email: "a@example.com" } });
  });

  it("refuses a file where text is expected as an empty field, like a missing one", () => {
    const form = formOf({ email: "a@example.com", password: "secret123" });
    form.append("name", new Blob(["x"]), "name.txt");
    expect(readAccountForm(form, ZRegister, ["name", "email", "password"])).toMatchObject({
      success: false,
      state: { fieldCode: "nameRequired" },
    });
  });
});
