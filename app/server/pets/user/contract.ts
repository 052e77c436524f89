import { endpoint } from "@/lib/api/contract";
import { ZMyPetsAnswer } from "@/lib/pets/responses";

export const GET = endpoint({
  tag: "Listings",
  summary: "My listings",
  description: "Every listing of the signed-in user, whatever its status, newest first; a listing the moderators hid says why (`hidden`).",
  auth: "required",
  responses: [{ status: 200, description: "The user's listings.", schema: ZMyPetsAnswer }],
});
