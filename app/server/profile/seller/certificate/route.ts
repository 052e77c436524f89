// GET /server/profile/seller/certificate — my registration's certificate, for me only
import { withRoute } from "@/lib/api/route";
import { certificateResponse } from "@/lib/sellers/certificate-response";
import { getOwnCertificate } from "@/lib/sellers/registration-service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => certificateResponse(await getOwnCertificate({ userId: auth.user.id })));
