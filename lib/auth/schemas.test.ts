import { makeRegisterFormSchema, makeResetPasswordFormSchema, ZLogin, ZRegister, ZResetPassword } from "./schemas";
import { AppError } from "@/lib/http/errors";
import { keyV } from "@/lib/validation/messages";
import type { ZodError } from "zod";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
/** What the API answers for a failed parse: the English text of the first field's key. */
const english = (r: { success: boolean; error?: ZodError }) => (r.error ? AppError.fromZod(r.error).message : undefined);

describe("auth schemas (shared by the forms and the handlers)", () => {
  it("normalises the email and trims the name", () => {
    expect(ZRegister.parse({ name: "  Asha ", email: " ASHA@Example.COM ", password: "secret" })).toEqual({
      name: "Asha",
      email: "asha@example.com",
      password: "secret",
    });
  });

  it("names catalogue keys, which the API answers as the contract's English texts", () => {
    expect(firstMessage(ZRegister.safeParse({ name: "A", email: "a@b.co", password: "12345" }))).toBe("passwordMin");
    expect(english(ZRegister.safeParse({ name: "A", email: "a@b.co", password: "12345" }))).toBe("Password must be at least 6 characters");
    expect(english(ZLogin.safeParse({ email: "", password: "x" }))).toBe("Email is required");
    expect(
      firstMessage(makeRegisterFormSchema(keyV).safeParse({ name: "A", email: "a@b.co", password: "secret", confirmPassword: "secreT" })),
    ).toBe("passwordsDoNotMatch");
    expect(firstMessage(makeResetPasswordFormSchema(keyV).safeParse({ newPassword: "secret", confirmPassword: "other1" }))).toBe(
      "passwordsDoNotMatch",
    );
    expect(english(ZResetPassword.safeParse({ newPassword: "secret" }))).toBe("Invalid or missing reset token");
  });

  it("uses the translator it is given", () => {
    const r = makeRegisterFormSchema((k) => `T:${k}`).safeParse({
      name: "",
      email: "a@b.co",
      password: "secret",
      confirmPassword: "secret",
    });
    expect(firstMessage(r)).toBe("T:nameRequired");
  });
});
