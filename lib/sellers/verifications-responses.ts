// What a seller has verified, as the pages show it beside the seller ("Phone verified", "Email verified"):
// a zod schema for the answers that carry it, free of server code.
import * as z from "zod";

export const ZSellerVerifications = z
  .object({
    email: z.boolean().meta({ description: "The seller confirmed their email address with the link mailed to it." }),
    phone: z
      .boolean()
      .meta({ description: "The seller confirmed a mobile number with a code sent to it by SMS (the number is never shown)." }),
  })
  .meta({ id: "SellerVerifications", description: "What the seller has verified." });
export type TSellerVerifications = z.infer<typeof ZSellerVerifications>;
