// POST /server/pets/{id}/applications — apply to adopt a rehoming listing; GET — its owner's list of applications
import { withRoute } from "@/lib/api/route";
import { applyToAdopt, listPetApplications } from "@/lib/applications/service";
import { ok } from "@/lib/http/json-response";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  const application = await applyToAdopt({ petId: params.id, applicantId: auth.user.id, input: body });
  return ok({ message: "Application sent", application }, { status: 201 });
});

export const GET = withRoute(contract.GET, async ({ auth, params }) => listPetApplications({ petId: params.id, ownerId: auth.user.id }));
