// What the cart endpoints answer, as zod schemas: the service's types are inferred from them, and the
// API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { PET_STATUSES } from "@/lib/pets/constants";

export const ZCartItemDto = z
  .object({
    id: z.string(),
    pet_id: z.string(),
    name: z.string(),
    breed: z.string(),
    age: z.string(),
    price: z.number().int().meta({ description: "The listing's price now, in whole rupees." }),
    image: z.string().nullable().meta({ description: "The first photo, 480 px; null when the listing has none." }),
    quantity: z.number().int(),
    status: z.enum(PET_STATUSES).meta({ description: "The listing's status: only an active one can be checked out." }),
  })
  .meta({ id: "CartItem", description: "A line of the cart." });
export type TCartItemDto = z.infer<typeof ZCartItemDto>;
