// Typed calls to /server/check-ins for the browser. Texts live in messages/*.json, namespace CheckIns.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
// Types only: erased at build time, so the server-only service never reaches the browser.
import type { TCheckInView } from "./check-ins";
import type { TCheckInAnswerInput } from "./check-ins-schemas";

export type { TCheckInView };

export const checkInsApi = {
  /** POST /server/check-ins/{id} — the adopter's one answer, with an optional short note. */
  answer: async (checkInId: string, input: TCheckInAnswerInput): Promise<TCheckInView> => {
    const body = await apiFetch<{ check_in?: unknown }>(`/check-ins/${encodeURIComponent(checkInId)}`, { method: "POST", body: input });
    if (typeof body.check_in !== "object" || body.check_in === null)
      throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return body.check_in as TCheckInView;
  },
};
