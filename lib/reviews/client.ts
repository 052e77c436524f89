// Typed calls to /server/reviews and /server/admin/reviews for the browser. Texts live in
// messages/*.json, namespaces Reviews and AdminReviews. (The reviews of me as a seller come with my
// trust figures: lib/sellers/client.ts.)
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
// Types only: erased at build time, so the server-only services never reach the browser.
import type { TModerationReviewDto, TMyReviewDto } from "./service";
import type { TReviewInput } from "./schemas";

export type { TModerationReviewDto, TMyReviewDto };

const invalid = () => new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });

function reviewOf(body: { review?: unknown }) {
  if (typeof body.review !== "object" || body.review === null) throw invalid();
  return body.review;
}

const json = (method: "POST" | "PATCH", body: unknown) => ({ method, body });

export const reviewsApi = {
  /** GET /server/reviews?as=author → the reviews I wrote (to rate or edit from my orders). */
  written: async (signal?: AbortSignal): Promise<TMyReviewDto[]> => {
    const body = await apiFetch<{ reviews?: unknown }>("/reviews?as=author", { signal });
    if (!Array.isArray(body.reviews)) throw invalid();
    return body.reviews as TMyReviewDto[];
  },
  /** POST /server/reviews — the buyer of an accepted and paid order, once per order. */
  create: async (orderId: string, input: TReviewInput) =>
    reviewOf(await apiFetch("/reviews", json("POST", { orderId, ...input }))) as TMyReviewDto,
  /** PATCH /server/reviews/{id} — the author, within 14 days. */
  update: async (id: string, input: TReviewInput) =>
    reviewOf(await apiFetch(`/reviews/${encodeURIComponent(id)}`, json("PATCH", input))) as TMyReviewDto,
  /** POST /server/reviews/{id}/reply — the seller, once. */
  reply: async (id: string, reply: string) =>
    reviewOf(await apiFetch(`/reviews/${encodeURIComponent(id)}/reply`, json("POST", { reply }))) as TMyReviewDto,
};

export type TModerationPage = { reviews: TModerationReviewDto[]; nextCursor: string | null };

export const adminReviewsApi = {
  /** GET /server/admin/reviews — newest first, hidden ones marked; `hidden: "only"` for those alone. */
  list: async ({ cursor, hidden }: { cursor?: string | null; hidden: "any" | "only" }, signal?: AbortSignal): Promise<TModerationPage> => {
    const params = new URLSearchParams({ hidden });
    if (cursor) params.set("cursor", cursor);
    const body = await apiFetch<{ reviews?: unknown; nextCursor?: unknown }>(`/admin/reviews?${params}`, { signal });
    if (!Array.isArray(body.reviews)) throw invalid();
    return { reviews: body.reviews as TModerationReviewDto[], nextCursor: typeof body.nextCursor === "string" ? body.nextCursor : null };
  },
  /** POST /server/admin/reviews/{id}/hide — with the reason (kept in the audit log). */
  hide: async (id: string, reason: string) =>
    reviewOf(await apiFetch(`/admin/reviews/${encodeURIComponent(id)}/hide`, json("POST", { reason }))) as TModerationReviewDto,
  /** POST /server/admin/reviews/{id}/restore. */
  restore: async (id: string) =>
    reviewOf(await apiFetch(`/admin/reviews/${encodeURIComponent(id)}/restore`, { method: "POST" })) as TModerationReviewDto,
};
