// Typed calls for the browser about my earnings as a seller (GET /server/sellers/earnings). Texts live in
// messages/*.json, namespace Earnings.
import { apiCall } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { TEarningsLine, TEarningsPage, TEarningsSummary, ZEarningsAnswer } from "./responses";

export type { TEarningsLine, TEarningsPage, TEarningsSummary };

export const earningsApi = {
  /** GET /server/sellers/earnings → my balance and a page of sales and payouts, newest first (`cursor` for older ones). */
  page: (cursor: string | null, signal?: AbortSignal) =>
    apiCall<typeof ZEarningsAnswer>(`/sellers/earnings${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { signal }),
};
