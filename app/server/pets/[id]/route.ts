// GET /server/pets/{id} — one listing with its seller; PUT — the owner edits it; DELETE — the owner deletes it
import { isModerator } from "@/lib/auth/session";
import { AppError } from "@/lib/http/errors";
import { MAX_LISTING_REQUEST_BYTES } from "@/lib/images/process";
import { withRoute } from "@/lib/api/route";
import { parsePetFields, processUploads } from "@/lib/pets/form";
import { ZKeepImageIds } from "@/lib/pets/schemas";
import { deletePet } from "@/lib/pets/delete-pet";
import { getPet } from "@/lib/pets/get-pet";
import { recordView } from "@/lib/pets/record-view";
import { updatePet } from "@/lib/pets/update-pet";

export const GET = withRoute({
  auth: "optional",
  notFound: "PET_NOT_FOUND",
  handler: async ({ params, auth, ip, req }) => {
    const pet = await getPet({ id: params.id, viewerId: auth?.user.id ?? null, isModeratorViewing: isModerator(auth?.role) });
    if (!pet) throw new AppError("PET_NOT_FOUND");
    await recordView({ petId: pet.id, viewerUserId: auth?.user.id, ip, userAgent: req.headers.get("user-agent") ?? "" });
    return { pet };
  },
});

export const PUT = withRoute({
  auth: "required",
  notFound: "PET_NOT_FOUND",
  multipart: { maxBytes: MAX_LISTING_REQUEST_BYTES, tooLarge: "PHOTOS_TOO_LARGE_TOGETHER" },
  handler: async ({ form, auth, params }) => {
    const input = parsePetFields(form);
    let keepImageIds: string[] = [];
    try {
      keepImageIds = ZKeepImageIds.parse(JSON.parse(String(form.get("keepImageIds") ?? "[]")));
    } catch {
      throw new AppError("VALIDATION", { fields: { keepImageIds: ["KEEP_IMAGE_IDS_INVALID"] } });
    }
    const newImages = await processUploads(form, new Set(keepImageIds).size);
    await updatePet({ petId: params.id, userId: auth.user.id, input, keepImageIds, newImages });
    return { message: "Your listing has been updated.", pet: { id: params.id } };
  },
});

export const DELETE = withRoute({
  auth: "required",
  notFound: "PET_NOT_FOUND",
  handler: async ({ auth, params }) => {
    await deletePet({ petId: params.id, userId: auth.user.id });
    return { message: "Your listing has been deleted." };
  },
});
