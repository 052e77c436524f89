// What the console's payout endpoints answer, as zod schemas: the services' types are inferred from them,
// and the API reference (lib/openapi) describes the answers with them. Amounts are whole paise (₹1 = 100).
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";
import { paise } from "@/lib/ledger/responses";

export const ZSellerOwed = z
  .object({
    seller: z.object({
      id: z.string(),
      name: z.string().meta({ description: '"Deleted user" when the seller deleted the account (the money is still owed).' }),
      email: z.string(),
      isDeleted: z.boolean(),
      isSuspended: z.boolean(),
    }),
    pendingPaise: paise("What the marketplace owes the seller now"),
    paidOutPaise: paise("Everything paid out to the seller so far"),
    lastPayoutAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "SellerOwed", description: "A seller with a pending balance, as the console's payouts page shows them." });
export type TSellerOwed = z.infer<typeof ZSellerOwed>;

export const ZPayoutsPage = z.object({
  sellers: z.array(ZSellerOwed).meta({ description: "Sellers whose pending balance is above zero, highest first." }),
  nextCursor: z.string().nullable().meta({ description: "The cursor of the next page; null on the last one." }),
});
export type TPayoutsPage = z.infer<typeof ZPayoutsPage>;

export const ZRecordedPayout = z.object({
  payout: z
    .object({
      id: z.string(),
      sellerId: z.string(),
      amountPaise: paise("The amount paid out"),
      reference: z.string(),
      createdAt: z.iso.datetime(),
    })
    .meta({ id: "Payout", description: "A payout recorded in the seller's ledger." }),
  pendingPaise: paise("The seller's pending balance after it"),
});
export type TRecordedPayout = z.infer<typeof ZRecordedPayout>;

/** GET /server/admin/payouts. */
export const ZPayoutsAnswer = okAnswer(ZPayoutsPage.shape);
/** POST /server/admin/payouts. */
export const ZRecordedPayoutAnswer = okAnswer(ZRecordedPayout.shape);
