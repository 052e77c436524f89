import { endpoint } from "@/lib/api/contract";
import { MAX_AVATAR_REQUEST_BYTES } from "@/lib/images/limits";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZProfileAnswer } from "@/lib/profile/responses";

export const POST = endpoint({
  tag: "Profile",
  summary: "Upload my profile photo",
  auth: "required",
  multipart: {
    maxBytes: MAX_AVATAR_REQUEST_BYTES,
    files: {
      name: "avatar",
      maxItems: 1,
      description: "One photo (any field name), at most 10 MB; it is re-encoded as WebP without its metadata.",
    },
  },
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.avatarPerUser, subject: auth!.user.id }],
  errors: ["PHOTO_TOO_LARGE", "IMAGES_BUSY", "PHOTO_STORE_FAILED"],
  responses: [{ status: 200, description: "The photo is saved.", schema: ZProfileAnswer }],
});

export const DELETE = endpoint({
  tag: "Profile",
  summary: "Remove my profile photo",
  auth: "required",
  responses: [{ status: 200, description: "The photo is removed.", schema: ZProfileAnswer }],
});
