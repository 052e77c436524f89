import { endpoint } from "@/lib/api/contract";
import { DISPUTE_LIMITS, ZDisputeForm } from "@/lib/disputes/schemas";
import { MAX_LISTING_REQUEST_BYTES } from "@/lib/images/limits";
import { ORDER_LIMITS } from "@/lib/orders/limits";
import { ZDisputeOpenedAnswer } from "@/lib/orders/responses";

export const POST = endpoint({
  tag: "Orders",
  summary: "Raise a dispute (buyer, within the protection window)",
  description: `After the handover and before the protection window ends: the pet is not the one shown, not the breed, age or sex the listing said, ill (with a photo of a vet's note: \`vet_note\`, required), or something else. Up to ${DISPUTE_LIMITS.photos} photos (\`photos\`) and ${DISPUTE_LIMITS.vetNotes} of a vet's note. Nothing is released to the seller while it is open; a moderator acknowledges it within 48 hours and decides it within five working days. The answer gives its ticket number, which the order page and both people's mails show too.`,
  auth: "required",
  multipart: {
    maxBytes: MAX_LISTING_REQUEST_BYTES,
    tooLarge: "PHOTOS_TOO_LARGE_TOGETHER",
    fields: ZDisputeForm,
    files: {
      name: "photos",
      maxItems: DISPUTE_LIMITS.photos,
      description: "Photos of the pet (and, in the field `vet_note`, of a vet's note).",
    },
  },
  rateLimit: ({ auth }) => [{ rule: ORDER_LIMITS.disputePerUser, subject: auth!.user.id }],
  errors: [
    "ORDER_NOT_FOUND",
    "NOT_YOUR_ORDER",
    "DISPUTE_EXISTS",
    "DISPUTE_NOT_OPEN_YET",
    "DISPUTE_WINDOW_CLOSED",
    "DISPUTE_VET_NOTE_REQUIRED",
    "PHOTO_UNREADABLE",
    "PHOTOS_TOO_LARGE_TOGETHER",
  ],
  responses: [{ status: 201, description: "The dispute is open.", schema: ZDisputeOpenedAnswer }],
});
