// Typed calls for the browser about my earnings as a seller (GET /server/sellers/earnings). Texts live in
// messages/*.json, namespace Earnings.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
// Types only: erased at build time, so nothing of the server reaches the browser.
import type { TEarningsLine, TEarningsPage, TEarningsSummary } from "./responses";

export type { TEarningsLine, TEarningsPage, TEarningsSummary };

export const earningsApi = {
  /** GET /server/sellers/earnings → my balance and a page of sales and payouts, newest first (`cursor` for older ones). */
  page: async (cursor: string | null, signal?: AbortSignal): Promise<TEarningsPage> => {
    const body = await apiFetch<Partial<TEarningsPage>>(`/sellers/earnings${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, {
      signal,
    });
    if (!body.summary || !Array.isArray(body.lines))
      throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    return { summary: body.summary, lines: body.lines, nextCursor: typeof body.nextCursor === "string" ? body.nextCursor : null };
  },
};
