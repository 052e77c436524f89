// Typed calls to /server/admin/payouts for the moderation console. Texts live in messages/*.json, namespace AdminPayouts.
import { apiCall } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { ZRecordedPayoutAnswer } from "./responses";
import type { TRecordPayoutInput, ZRecordPayout } from "./schemas";

export const adminPayoutsApi = {
  /** POST /server/admin/payouts — records money sent to the seller, with its bank reference (and an audit entry). */
  record: (body: TRecordPayoutInput) =>
    apiCall<typeof ZRecordedPayoutAnswer, typeof ZRecordPayout>("/admin/payouts", { method: "POST", body }),
};
