// GET /server/applications — my applications to adopt, as an applicant
import { withRoute } from "@/lib/api/route";
import { listMyApplications } from "@/lib/applications/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => ({ applications: await listMyApplications({ applicantId: auth.user.id }) }));
