// GET /server/profile/seller — my seller registration; POST — send or replace it (a form with the certificate)
import { withRoute } from "@/lib/api/route";
import { AppError } from "@/lib/http/errors";
import { ok } from "@/lib/http/respond";
import { REGISTRATION_FIELDS, ZRegistrationForm } from "@/lib/sellers/registration-schemas";
import { getMyRegistration, submitRegistration } from "@/lib/sellers/registration-service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => getMyRegistration({ userId: auth.user.id }));

export const POST = withRoute(contract.POST, async ({ auth, form }) => {
  const parsed = ZRegistrationForm.safeParse(Object.fromEntries(REGISTRATION_FIELDS.map((k) => [k, form.get(k) ?? undefined])));
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const { registration, heldListings } = await submitRegistration({ userId: auth.user.id, input: parsed.data, form });
  return ok({ message: "Your registration has been sent for checking", registration, heldListings }, { status: 201 });
});
