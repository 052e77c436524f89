// Typed calls to /server/auth/* for the browser.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
import type { TSessionUser } from "./session";

/** The signed-in user as the API answers it. */
export type TUser = TSessionUser;
export type TAuthAnswer = { message?: string; token: string; user: TUser };

function isUser(v: unknown): v is TUser {
  return typeof v === "object" && v !== null && typeof (v as TUser).id === "string" && typeof (v as TUser).email === "string";
}

/** Login and register must answer an object with a token and a user, else 'Invalid response format from server'. */
function asAuthAnswer(body: Record<string, unknown>): TAuthAnswer {
  if (typeof body.token !== "string" || !body.token || !isUser(body.user)) {
    throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
  }
  return { message: typeof body.message === "string" ? body.message : undefined, token: body.token, user: body.user };
}

export const authApi = {
  login: async (input: { email: string; password: string }) => asAuthAnswer(await apiFetch("/auth/login", { method: "POST", body: input })),
  register: async (input: { name: string; email: string; password: string; next?: string }) =>
    asAuthAnswer(await apiFetch("/auth/register", { method: "POST", body: input })),
  logout: () => apiFetch("/auth/logout", { method: "POST" }),
  /** The current user, or null when the answer carries none. */
  me: async (signal?: AbortSignal): Promise<TUser | null> => {
    const body = await apiFetch<{ user?: unknown }>("/auth/me", { signal });
    return isUser(body.user) ? body.user : null;
  },
  sendVerificationEmail: () => apiFetch("/auth/send-verification-email", { method: "POST" }),
  verifyEmail: (token: string) => apiFetch(`/auth/verify?token=${encodeURIComponent(token)}`),
  forgotPassword: (input: { email: string }) => apiFetch("/auth/forgot-password", { method: "POST", body: input }),
  resetPassword: (input: { token: string; newPassword: string }) => apiFetch("/auth/reset-password", { method: "POST", body: input }),
};
