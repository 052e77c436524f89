// What the payment endpoints answer, as zod schemas: the service's types are inferred from them, and
// the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";

export const ZTransactionDto = z
  .object({
    id: z.string(),
    kind: z.enum(["payment", "refund"]),
    amount: z.number().int().meta({ description: "In whole rupees." }),
    status: z.enum(["created", "success", "failed"]),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime().meta({ description: "When its status last changed: for a refund, when the money was back." }),
    order_ids: z.array(z.string()).meta({ description: "The orders it paid for, or the order it refunds." }),
  })
  .meta({ id: "Transaction", description: "A payment or a refund." });
export type TTransactionDto = z.infer<typeof ZTransactionDto>;
