import { endpoint } from "@/lib/api/contract";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZOrderPlacedAnswer, ZOrdersAnswer } from "@/lib/orders/responses";
import { ZCreateOrderSchema } from "@/lib/orders/schemas";

export const GET = endpoint({
  tag: "Orders",
  summary: "My orders, as buyer and as seller",
  description: "Newest first; each order says the user's role in it.",
  auth: "required",
  responses: [{ status: 200, description: "The orders.", schema: ZOrdersAnswer }],
});

export const POST = endpoint({
  tag: "Orders",
  summary: "Order one pet",
  description:
    "Needs a verified email address. The quantity is at most what the listing has left (one, unless it offers more of a litter). The seller then accepts or rejects it.",
  auth: "required",
  body: ZCreateOrderSchema,
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.placePerUser, subject: auth!.user.id }],
  errors: [
    "PET_NOT_FOUND",
    "OWN_PET_ORDER",
    "PET_NOT_AVAILABLE",
    "REHOMING_APPLY_INSTEAD",
    "QUANTITY_OVER_AVAILABLE",
    "EMAIL_NOT_VERIFIED",
  ],
  responses: [{ status: 201, description: "The order is placed (pending).", schema: ZOrderPlacedAnswer }],
});
