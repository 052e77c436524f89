import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZSupportInboxCounts, ZSupportRequestSummary } from "@/lib/moderation/support-responses";
import { ZSupportInboxQuery } from "@/lib/moderation/support-schemas";

export const GET = endpoint({
  tag: "Moderation",
  summary: "The support inbox",
  description:
    "Support requests, contact messages and appeals of hidden listings, with their two clocks: acknowledge within 24 hours (until the first reply) and resolve within 15 days (until closed). Overdue ones first, then the oldest; closed ones newest first. At most 100.",
  auth: "required",
  role: "moderator",
  query: ZSupportInboxQuery,
  responses: [
    {
      status: 200,
      description: "The requests and the inbox's counts.",
      schema: okAnswer({ requests: z.array(ZSupportRequestSummary), counts: ZSupportInboxCounts }),
    },
  ],
});
