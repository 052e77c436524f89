import * as z from "zod";
import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { MODERATION_USER_RATE_LIMITS } from "@/lib/moderation/users-limits";
import { ZUnsuspendResult } from "@/lib/moderation/users-responses";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Lift a member's suspension",
  description: "The listings the suspension hid are active again; a listing hidden for another reason stays hidden. The member is mailed.",
  auth: "required",
  role: "moderator",
  notFound: "USER_NOT_FOUND",
  rateLimit: ({ auth }) => [{ rule: MODERATION_USER_RATE_LIMITS.suspendPerModerator, subject: auth!.user.id }],
  params: idParam("member"),
  errors: ["USER_NOT_FOUND", "USER_NOT_SUSPENDED"],
  responses: [{ status: 200, description: "No longer suspended.", schema: okAnswer({ message: z.string(), ...ZUnsuspendResult.shape }) }],
});
