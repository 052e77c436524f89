// What the order endpoints answer, as zod schemas: the service's types are inferred from them, and the
// API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from "./schemas";

export const ZOrderDto = z
  .object({
    id: z.string(),
    pet_id: z.string(),
    pet_name: z.string(),
    pet_available: z.number().int().min(0).meta({
      description: "How many the listing has left now: accepting takes the order's quantity from it, and the last one sells the listing.",
    }),
    seller_name: z.string(),
    buyer_id: z.string(),
    buyer_name: z.string(),
    seller_id: z.string(),
    quantity: z.number().int(),
    unit_price: z.number().int().meta({ description: "The price when the order was placed, in whole rupees." }),
    total_amount: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    payment_status: z.enum(ORDER_PAYMENT_STATUSES),
    created_at: z.iso.datetime(),
    images: z.array(z.string()).meta({ description: "The pet's photos, 480 px." }),
    role: z.enum(["buyer", "seller"]).meta({ description: "Whether the signed-in user bought or sells the pet." }),
  })
  .meta({ id: "Order", description: "An order, seen by its buyer or its seller." });
export type TOrderDto = z.infer<typeof ZOrderDto>;
