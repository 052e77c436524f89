// GET /server/admin/seller-verifications — moderators: sellers' registrations, pending first
import { withRoute } from "@/lib/api/route";
import { listRegistrationQueue } from "@/lib/sellers/registration-service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => ({ registrations: await listRegistrationQueue(query) }));
