// GET /server/admin/users — moderators: search members by email or name (at most 50)
import { withRoute } from "@/lib/api/route";
import { searchUsers } from "@/lib/moderation/users";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => ({ users: await searchUsers({ q: query.q }) }));
