// Typed calls for the browser about me as a seller. Texts live in messages/*.json, namespaces Sellers and Reviews.
import { ApiError, apiFetch, INVALID_RESPONSE_MESSAGE } from "@/lib/api-client/fetch";
// Types only: erased at build time, so the server-only services never reach the browser.
import type { TMyReviewDto } from "@/lib/reviews/client";
import type { TSellerTrust } from "./responses";

export type { TSellerTrust };

export const sellersApi = {
  /** GET /server/reviews?as=seller → the reviews of me, and my trust figures as buyers see them. */
  reviewsOfMe: async (signal?: AbortSignal): Promise<{ reviews: TMyReviewDto[]; trust: TSellerTrust }> => {
    const body = await apiFetch<{ reviews?: unknown; trust?: unknown }>("/reviews?as=seller", { signal });
    if (!Array.isArray(body.reviews) || typeof body.trust !== "object" || body.trust === null) {
      throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: INVALID_RESPONSE_MESSAGE });
    }
    return { reviews: body.reviews as TMyReviewDto[], trust: body.trust as TSellerTrust };
  },
};
