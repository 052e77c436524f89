import { makeRegisterFormSchema, makeResetPasswordFormSchema, ZLogin, ZRegister, ZResetPassword } from "./schemas";
import { englishV } from "@/lib/validation/messages";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("auth schemas (shared by the forms and the handlers)", () => {
  it("normalises the email and trims the name", () => {
    expect(ZRegister.parse({ name: "  Asha ", email: " ASHA@Example.COM ", password: "secret" })).toEqual({ name: "Asha", email: "asha@example.com", password: "secret" });
  });

  it("gives the contract's English texts", () => {
    expect(firstMessage(ZRegister.safeParse({ name: "A", email: "a@b.co", password: "12345" }))).toBe("Password must be at least 6 characters");
    expect(firstMessage(ZLogin.safeParse({ email: "", password: "x" }))).toBe("Email is required");
    expect(firstMessage(makeRegisterFormSchema(englishV).safeParse({ name: "A", email: "a@b.co", password: "secret", confirmPassword: "secreT" }))).toBe("Passwords do not match");
    expect(firstMessage(makeResetPasswordFormSchema(englishV).safeParse({ newPassword: "secret", confirmPassword: "other1" }))).toBe("Passwords do not match");
    expect(firstMessage(ZResetPassword.safeParse({ newPassword: "secret" }))).toBe("Invalid or missing reset token");
  });

  it("uses the translator it is given", () => {
    const r = makeRegisterFormSchema((k) => `T:${k}`).safeParse({ name: "", email: "a@b.co", password: "secret", confirmPassword: "secret" });
    expect(firstMessage(r)).toBe("T:nameRequired");
  });
});
