import { endpoint, idParam } from "@/lib/api/contract";

export const GET = endpoint({
  tag: "Orders",
  summary: "A dispute's photo",
  description:
    "For the dispute's buyer and seller and the moderators only; to anyone else it does not exist. Never cached by a shared cache.",
  auth: "required",
  notFound: "IMAGE_NOT_FOUND",
  params: idParam("evidence"),
  errors: ["IMAGE_NOT_FOUND"],
  responses: [{ status: 200, description: "The photo (WebP).", media: "image/webp" }],
});
