// GET /server/pets — active listings (search, filters, keyset paging); POST /server/pets — create a listing
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import { processUploads } from "@/lib/pets/form";
import { createPet } from "@/lib/pets/create-pet";
import { listPets } from "@/lib/pets/list-pets";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ query }) => listPets(query));

export const POST = withRoute(contract.POST, async ({ body, form, auth }) => {
  const images = await processUploads(form);
  const pet = await createPet({ sellerId: auth.user.id, input: body, images });
  return ok({ message: "Your pet listing has been created successfully!", pet }, { status: 201 });
});
