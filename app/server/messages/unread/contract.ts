import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/answers";

export const GET = endpoint({
  tag: "Messages",
  summary: "How many messages I have not read",
  auth: "required",
  responses: [{ status: 200, description: "The count.", schema: okAnswer({ unread: z.number().int() }) }],
});
