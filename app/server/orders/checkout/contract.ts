import { endpoint } from "@/lib/api/contract";
import { ZCheckoutAnswer } from "@/lib/cart/responses";
import { ORDER_LIMITS } from "@/lib/orders/limits";

export const POST = endpoint({
  tag: "Orders",
  summary: "Check out my cart",
  description:
    "One order per cart line, all or none, and their total, which the payment must match. Checking out again reuses the open unpaid orders; the cart stays until the payment succeeds. Needs a verified email address.",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.placePerUser, subject: auth!.user.id }],
  errors: [
    "EMAIL_NOT_VERIFIED",
    "CART_EMPTY",
    "CART_PET_GONE",
    "CART_PET_UNAVAILABLE",
    "CART_OWN_PET",
    "REHOMING_APPLY_INSTEAD",
    "CART_QUANTITY_OVER_AVAILABLE",
  ],
  responses: [
    {
      status: 201,
      description: "The orders to pay.",
      schema: ZCheckoutAnswer,
    },
  ],
});
