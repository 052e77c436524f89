import { endpoint } from "@/lib/api/contract";
import { ZMyApplicationDto } from "@/lib/applications/responses";
import { okAnswer } from "@/lib/http/envelope";
import * as z from "zod";

export const GET = endpoint({
  tag: "Applications",
  summary: "My applications to adopt",
  description:
    "The signed-in user's applications, newest first (at most 100): the pet, the status, and when chosen the reserved order with the time it must be paid by.",
  auth: "required",
  responses: [{ status: 200, description: "My applications.", schema: okAnswer({ applications: z.array(ZMyApplicationDto) }) }],
});
