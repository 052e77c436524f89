// GET /server/admin/seller-verifications/{id}/certificate — moderators: a registration's certificate
import { withRoute } from "@/lib/api/route";
import { certificateResponse } from "@/lib/sellers/certificate-response";
import { getCertificateForModerator } from "@/lib/sellers/registration-service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ params }) =>
  certificateResponse(await getCertificateForModerator({ registrationId: params.id })),
);
