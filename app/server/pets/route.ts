// GET /server/pets — active listings (search, filters, keyset paging); POST /server/pets — create a listing
import { MAX_LISTING_REQUEST_BYTES } from "@/lib/images/process";
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/api/route";
import { parsePetFields, processUploads } from "@/lib/pets/form";
import { PET_LIMITS } from "@/lib/pets/limits";
import { ZPetListQuery } from "@/lib/pets/schemas";
import { createPet } from "@/lib/pets/create-pet";
import { listPets } from "@/lib/pets/list-pets";

export const GET = withRoute({
  auth: "none",
  query: ZPetListQuery,
  handler: async ({ query }) => listPets(query),
});

export const POST = withRoute({
  auth: "required",
  unauthorized: "LISTING_LOGIN_REQUIRED",
  multipart: { maxBytes: MAX_LISTING_REQUEST_BYTES, tooLarge: "PHOTOS_TOO_LARGE_TOGETHER" },
  rateLimit: ({ auth }) => [{ rule: PET_LIMITS.createPerUser, subject: auth!.user.id }],
  handler: async ({ form, auth }) => {
    const input = parsePetFields(form);
    const images = await processUploads(form);
    const pet = await createPet({ sellerId: auth.user.id, input, images });
    return ok({ message: "Your pet listing has been created successfully!", pet }, { status: 201 });
  },
});
