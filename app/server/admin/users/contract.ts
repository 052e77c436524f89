import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZAdminUserDto } from "@/lib/moderation/users-responses";
import { ZUserSearchQuery } from "@/lib/moderation/users-schemas";

export const GET = endpoint({
  tag: "Moderation",
  summary: "Search members",
  description:
    "By part of the email address or the name, any case; an exact email address comes first. Newest members first, at most 50; without q, the 50 newest.",
  auth: "required",
  role: "moderator",
  query: ZUserSearchQuery,
  responses: [{ status: 200, description: "The members found.", schema: okAnswer({ users: z.array(ZAdminUserDto) }) }],
});
