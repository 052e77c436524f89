// POST /server/pets/{id}/views — the pet page's beacon: counts a view once per visitor per day, never
// the owner's. The page itself does not count (it may come from a cache without a render).
import { AppError } from "@/lib/http/errors";
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import { recordView } from "@/lib/pets/record-view";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ params, auth, ip, req }) => {
  const counted = await recordView({ petId: params.id, viewerUserId: auth?.user.id, ip, userAgent: req.headers.get("user-agent") ?? "" });
  if (counted === null) throw new AppError("PET_NOT_FOUND");
  return ok({ counted });
});
