import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZRegistrationQueueItem } from "@/lib/sellers/registration-responses";
import { ZRegistrationQueueQuery } from "@/lib/sellers/registration-schemas";

export const GET = endpoint({
  tag: "Moderation",
  summary: "Seller verifications",
  description:
    "Sellers' registrations as breeders, pet shops or shelters: pending ones first, the longest waiting on top, then the decided ones, oldest first; or one `status`. At most 100, each with its certificate's address and the seller's listings held for it.",
  auth: "required",
  role: "moderator",
  query: ZRegistrationQueueQuery,
  responses: [{ status: 200, description: "The queue.", schema: okAnswer({ registrations: z.array(ZRegistrationQueueItem) }) }],
});
