import { endpoint } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { DISPUTE_LIMITS, ZStatementForm } from "@/lib/disputes/schemas";
import { MAX_LISTING_REQUEST_BYTES } from "@/lib/images/limits";
import { ORDER_LIMITS } from "@/lib/orders/limits";

export const POST = endpoint({
  tag: "Orders",
  summary: "Add my side to a dispute (seller)",
  description: `Once, while the dispute is open: a statement and up to ${DISPUTE_LIMITS.photos} photos.`,
  auth: "required",
  multipart: {
    maxBytes: MAX_LISTING_REQUEST_BYTES,
    tooLarge: "PHOTOS_TOO_LARGE_TOGETHER",
    fields: ZStatementForm,
    files: { name: "photos", maxItems: DISPUTE_LIMITS.photos, description: "Photos that support the seller's side." },
  },
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.disputePerUser, subject: auth!.user.id }],
  errors: ["DISPUTE_NOT_FOUND", "NOT_YOUR_SALE", "DISPUTE_DECIDED", "DISPUTE_STATEMENT_GIVEN", "PHOTO_UNREADABLE"],
  responses: [{ status: 200, description: "Added.", schema: ZMessageAnswer }],
});
