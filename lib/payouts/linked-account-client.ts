// Typed calls for the browser about my bank account for payouts (/server/sellers/payout-account, Razorpay
// Route). Texts live in messages/*.json, namespace Payouts.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
// Types only: erased at build time, so nothing of the server reaches the browser.
import type { TPayoutAccountAnswer, TPayoutAccountDto, TPayoutRequirement } from "./linked-account-responses";
import type { TPayoutAccountInput } from "./linked-account-schemas";

export type { TPayoutAccountAnswer, TPayoutAccountDto, TPayoutRequirement };

const answerOf = (body: Partial<TPayoutAccountAnswer> & { account?: unknown }): TPayoutAccountAnswer => {
  if (body.provider !== "mock" && body.provider !== "razorpay")
    throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
  return { provider: body.provider, account: (body.account as TPayoutAccountDto | null | undefined) ?? null };
};

export const payoutAccountApi = {
  /** GET → who pays sellers (`provider`) and my linked account, if any. */
  mine: async (signal?: AbortSignal) => answerOf(await apiFetch<Partial<TPayoutAccountAnswer>>("/sellers/payout-account", { signal })),
  /** POST → links my bank account through Razorpay Route. */
  link: async (input: TPayoutAccountInput) =>
    (await apiFetch<{ account: TPayoutAccountDto }>("/sellers/payout-account", { method: "POST", body: input })).account,
  /** PATCH → sends my details again (to finish a link, or with what Razorpay asked). */
  resend: async (input: TPayoutAccountInput) =>
    (await apiFetch<{ account: TPayoutAccountDto }>("/sellers/payout-account", { method: "PATCH", body: input })).account,
};
