import { endpoint, idParam } from "@/lib/api/contract";

export const GET = endpoint({
  tag: "Moderation",
  summary: "A registration's certificate",
  description: "The certificate as stored (a WebP photo or the PDF sent), for the moderators only. Never cached by a shared cache.",
  auth: "required",
  role: "moderator",
  notFound: "IMAGE_NOT_FOUND",
  params: idParam("registration"),
  errors: ["IMAGE_NOT_FOUND"],
  responses: [
    {
      status: 200,
      description: "The certificate.",
      media: ["image/webp", "application/pdf"],
      headers: { "Cache-Control": "private, no-store", "Content-Disposition": "inline for a photo, attachment for a PDF" },
    },
  ],
});
