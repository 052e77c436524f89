import * as z from "zod";
import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { PET_LIMITS } from "@/lib/pets/limits";

export const POST = endpoint({
  tag: "Listings",
  summary: "Count a view of a listing",
  description: "The pet page's beacon: a view counts once per visitor per day, never the seller's own.",
  auth: "optional",
  notFound: "PET_NOT_FOUND",
  rateLimit: ({ ip }) => [{ rule: PET_LIMITS.viewsPerIp, subject: ip }],
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND"],
  responses: [{ status: 200, description: "Whether this view counted.", schema: okAnswer({ counted: z.boolean() }) }],
});
