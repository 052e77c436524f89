// What the cart endpoints answer, as zod schemas: the service's types are inferred from them, and the
// API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { PET_STATUSES } from "@/lib/pets/constants";
import { petLineFields } from "@/lib/pets/responses";

export const ZCartItemDto = z
  .object({
    ...petLineFields,
    price: z.number().int().meta({ description: "The listing's price now, in whole rupees." }),
    quantity: z.number().int(),
    status: z.enum(PET_STATUSES).meta({ description: "The listing's status: only an active one can be checked out." }),
    available: z.number().int().min(0).meta({
      description:
        "How many the listing has left (1 for one pet): the quantity cannot rise above it, and checkout refuses a line above it.",
    }),
  })
  .meta({ id: "CartItem", description: "A line of the cart." });
export type TCartItemDto = z.infer<typeof ZCartItemDto>;

/** GET /server/cart. */
export const ZCartAnswer = okAnswer({ cart: z.array(ZCartItemDto) });

/** POST /server/orders/checkout, which turns the cart into orders: their ids, and what their payment must be. */
export const ZCheckoutAnswer = okAnswer({
  message: z.string(),
  orders: z.array(z.string()).meta({ description: "The order ids." }),
  total: z.number().int().meta({ description: "What the payment must be, in whole rupees." }),
});
