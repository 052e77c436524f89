// GET /server/profile/seller — my seller registration; POST — send or replace it (a form with the certificate)
import { withRoute } from "@/lib/api/route";
import { ok } from "@/lib/http/json-response";
import { getMyRegistration, submitRegistration } from "@/lib/sellers/registration-service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => getMyRegistration({ userId: auth.user.id }));

export const POST = withRoute(contract.POST, async ({ auth, body, form }) => {
  const { registration, heldListings } = await submitRegistration({ userId: auth.user.id, input: body, form });
  return ok({ message: "Your registration has been sent for checking", registration, heldListings }, { status: 201 });
});
