// GET /server/admin/users — moderators: search members by email or name (at most 50)
import { withRoute } from "@/lib/api/route";
import { searchUsers } from "@/lib/moderation/users";
import { ZUserSearchQuery } from "@/lib/moderation/users-schemas";

export const GET = withRoute({
  auth: "required",
  role: "moderator",
  query: ZUserSearchQuery,
  handler: async ({ query }) => ({ users: await searchUsers({ q: query.q }) }),
});
