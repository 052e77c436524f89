// GET /server/admin/pets/{id}/rehoming — moderators: a listing's applications to adopt and check-ins
import { withRoute } from "@/lib/api/route";
import { getRehomingRecordsForPet } from "@/lib/moderation/rehoming-records";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ params }) => ({ records: await getRehomingRecordsForPet(params.id) }));
