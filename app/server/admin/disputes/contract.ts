import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZDisputesQuery } from "@/lib/disputes/schemas";
import { ZDisputeListItem } from "@/lib/disputes/responses";

export const GET = endpoint({
  tag: "Moderation",
  summary: "Disputes",
  description:
    "Open disputes oldest first (the nearest deadline), or decided ones newest first, at most 100, with their two clocks: acknowledge by (48 hours, the Consumer Protection (E-Commerce) Rules 2020, rule 4(5)) and decide by (five working days, our promise).",
  auth: "required",
  role: "moderator",
  query: ZDisputesQuery,
  responses: [{ status: 200, description: "The disputes.", schema: okAnswer({ disputes: z.array(ZDisputeListItem) }) }],
});
