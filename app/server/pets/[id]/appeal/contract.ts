import * as z from "zod";
import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZAppeal } from "@/lib/moderation/reports-schemas";

export const POST = endpoint({
  tag: "Listings",
  summary: "Appeal the hiding of my listing",
  description:
    "The seller of a hidden listing asks the moderators to look again: a support request naming the listing, answered by email. Once per hiding.",
  auth: "required",
  notFound: "PET_NOT_FOUND",
  body: ZAppeal,
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND", "NOT_OWNER", "APPEAL_NOT_HIDDEN", "APPEAL_ALREADY_SENT"],
  responses: [
    {
      status: 201,
      description: "The appeal is sent.",
      schema: okAnswer({ message: z.string(), requestId: z.string().meta({ description: "The support request's id." }) }),
    },
  ],
});
