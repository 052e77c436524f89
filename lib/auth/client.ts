// Typed calls to /server/auth/* for the browser.
import { apiCall, type TAnswerOf, type TBodyOf } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZMessageAnswer } from "@/lib/http/envelope";
import type { TSessionUser } from "@/lib/session/responses";
import type { ZMeAnswer, ZSessionAnswer } from "./responses";
import type { ZForgotPassword, ZLogin, ZRegister, ZResetPassword } from "./schemas";

/** The signed-in user as the API answers it. */
export type TUser = TSessionUser;
/** What register and login answer: the session's token and its user. */
export type TAuthAnswer = TAnswerOf<typeof ZSessionAnswer>;

const post = { method: "POST" } as const;

export const authApi = {
  login: (body: TBodyOf<typeof ZLogin>) => apiCall<typeof ZSessionAnswer, typeof ZLogin>("/auth/login", { ...post, body }),
  register: (body: TBodyOf<typeof ZRegister>) => apiCall<typeof ZSessionAnswer, typeof ZRegister>("/auth/register", { ...post, body }),
  logout: () => apiCall<typeof ZMessageAnswer>("/auth/logout", post),
  /** The current user (a 401 when the session is gone). */
  me: async (signal?: AbortSignal) => (await apiCall<typeof ZMeAnswer>("/auth/me", { signal })).user,
  sendVerificationEmail: () => apiCall<typeof ZMessageAnswer>("/auth/send-verification-email", post),
  verifyEmail: (token: string) => apiCall<typeof ZMessageAnswer>(`/auth/verify?token=${encodeURIComponent(token)}`),
  forgotPassword: (body: TBodyOf<typeof ZForgotPassword>) =>
    apiCall<typeof ZMessageAnswer, typeof ZForgotPassword>("/auth/forgot-password", { ...post, body }),
  resetPassword: (body: TBodyOf<typeof ZResetPassword>) =>
    apiCall<typeof ZMessageAnswer, typeof ZResetPassword>("/auth/reset-password", { ...post, body }),
};
