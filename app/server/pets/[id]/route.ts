// GET /server/pets/{id} — one listing with its seller; PUT — the owner edits it; DELETE — the owner deletes it
import { isModerator } from "@/lib/session/service";
import { AppError } from "@/lib/http/errors";
import { withRoute } from "@/lib/api/route";
import { processUploads } from "@/lib/pets/form";
import { deletePet } from "@/lib/pets/delete-pet";
import { getPet } from "@/lib/pets/get-pet";
import { recordView } from "@/lib/pets/record-view";
import { updatePet } from "@/lib/pets/update-pet";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ params, auth, ip, req }) => {
  const pet = await getPet({ id: params.id, viewerId: auth?.user.id ?? null, isModeratorViewing: isModerator(auth?.role) });
  if (!pet) throw new AppError("PET_NOT_FOUND");
  await recordView({ petId: pet.id, viewerUserId: auth?.user.id, ip, userAgent: req.headers.get("user-agent") ?? "" });
  return { pet };
});

export const PUT = withRoute(contract.PUT, async ({ body: { keepImageIds, ...input }, form, auth, params }) => {
  const newImages = await processUploads(form, new Set(keepImageIds).size);
  await updatePet({ petId: params.id, userId: auth.user.id, input, keepImageIds, newImages });
  return { message: "Your listing has been updated.", pet: { id: params.id } };
});

export const DELETE = withRoute(contract.DELETE, async ({ auth, params }) => {
  await deletePet({ petId: params.id, userId: auth.user.id });
  return { message: "Your listing has been deleted." };
});
