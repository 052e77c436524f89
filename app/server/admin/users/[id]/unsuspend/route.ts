// POST /server/admin/users/{id}/unsuspend — moderators: lift a suspension (restores the listings it hid)
import { withRoute } from "@/lib/api/route";
import { unsuspendUser } from "@/lib/moderation/users";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => ({
  message: "The suspension is lifted",
  ...(await unsuspendUser({ actor: { id: auth.user.id, email: auth.user.email }, userId: params.id })),
}));
