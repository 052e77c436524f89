// GET /server/pets — active listings (search, filters, keyset paging); POST /server/pets — create a listing
import { LISTING_TOO_LARGE_MESSAGE, MAX_LISTING_REQUEST_BYTES } from "@/lib/images/process";
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/http/route";
import { parsePetFields, processUploads } from "@/lib/pets/form";
import { PET_LIMITS } from "@/lib/pets/limits";
import { ZPetListQuery } from "@/lib/pets/schemas";
import { createPet, listPets } from "@/lib/pets/service";

export const GET = withRoute({
  auth: "none",
  query: ZPetListQuery,
  handler: async ({ query }) => listPets(query),
});

export const POST = withRoute({
  auth: "required",
  unauthorizedMessage: "You must be logged in to create a listing.",
  multipart: { maxBytes: MAX_LISTING_REQUEST_BYTES, tooLargeMessage: LISTING_TOO_LARGE_MESSAGE },
  rateLimit: ({ auth }) => [{ rule: PET_LIMITS.createPerUser, subject: auth!.user.id }],
  handler: async ({ form, auth }) => {
    const input = parsePetFields(form);
    const images = await processUploads(form);
    const pet = await createPet({ sellerId: auth.user.id, input, images });
    return ok({ message: "Your pet listing has been created successfully!", pet }, { status: 201 });
  },
});
