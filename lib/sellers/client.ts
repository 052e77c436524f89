// Typed calls for the browser about me as a seller. Texts live in messages/*.json, namespaces Sellers and Reviews.
import { apiCall } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { TSellerTrust, ZReviewsOfMeAnswer } from "./responses";

export type { TSellerTrust };

export const sellersApi = {
  /** GET /server/reviews?as=seller → the reviews of me, and my trust figures as buyers see them. */
  reviewsOfMe: (signal?: AbortSignal) => apiCall<typeof ZReviewsOfMeAnswer>("/reviews?as=seller", { signal }),
};
