// POST /server/reviews — the buyer rates the seller of an accepted and paid order; GET /server/reviews — reviews I wrote or received
import { withRoute } from "@/lib/api/route";
import { AppError } from "@/lib/http/errors";
import { ok } from "@/lib/http/json-response";
import { createReview, listMyReviews } from "@/lib/reviews/service";
import { getSellerTrust } from "@/lib/sellers/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) =>
  ok({ message: "Thank you for rating the seller", review: await createReview({ authorId: auth.user.id, input: body }) }, { status: 201 }),
);

export const GET = withRoute(contract.GET, async ({ auth, query }) => {
  const reviews = await listMyReviews({ userId: auth.user.id, as: query.as });
  if (query.as === "author") return { reviews };
  // About me as a seller: my own figures beside them, as buyers see them.
  const trust = await getSellerTrust({ sellerId: auth.user.id });
  if (!trust) throw new AppError("UNAUTHORIZED"); // the account went away mid-request
  return { reviews, trust };
});
