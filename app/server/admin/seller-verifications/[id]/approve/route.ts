// POST /server/admin/seller-verifications/{id}/approve — moderators: approve a registration, publishing its held listings that meet the listing rules
import { withRoute } from "@/lib/api/route";
import { approveRegistration } from "@/lib/sellers/registration-service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params }) => {
  const { publishedListings, setAsideListings } = await approveRegistration({
    registrationId: params.id,
    actor: { id: auth.user.id, email: auth.user.email },
  });
  return { message: "Registration approved", publishedListings, setAsideListings };
});
