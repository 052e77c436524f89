// What GET /server/sellers/earnings answers, as zod schemas: the service's types are inferred from them,
// and the API reference (lib/openapi) describes the answer with them. Amounts are whole paise (₹1 = 100),
// as the ledger keeps them: a fee rounds to the paisa.
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";

/** An amount in whole paise, described. */
export const paise = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in paise (₹1 = 100).` });

export const ZEarningsSummary = z
  .object({
    pending_paise: paise(
      "What the marketplace owes the seller now: earned, less fees, reversals and payouts so far (below zero when a sale was reversed after it was paid out)",
    ),
    paid_out_paise: paise("Everything paid out to the seller so far"),
    held_paise: paise(
      "Paid for the seller's accepted orders and held until handover and the protection window: not theirs yet, and not in pending",
    ),
    fee_percent: z.number().meta({ description: "The platform's fee on sales that earn from now on, in percent (0 to 100)." }),
  })
  .meta({ id: "EarningsSummary", description: "A seller's balance." });
export type TEarningsSummary = z.infer<typeof ZEarningsSummary>;

export const ZEarningsLine = z
  .object({
    id: z.string().meta({ description: "The ledger entry: the sale's earning, or the payout." }),
    kind: z.enum(["sale", "payout"]),
    created_at: z.iso
      .datetime()
      .meta({ description: "When the sale earned (its held money was released to the seller), or when the payout was recorded." }),
    order_id: z.string().nullable().meta({ description: "The sale's order; null for a payout." }),
    pet_id: z.string().nullable(),
    pet_name: z.string().nullable(),
    amount_paise: paise("A sale's amount, or the amount paid out (positive either way)"),
    fee_paise: paise("The platform's fee on a sale (positive; 0 for a payout)"),
    net_paise: paise("A sale's amount less its fee; a payout's amount"),
    state: z.enum(["earned", "reversed", "paid_out"]).meta({
      description: "earned: counts towards the balance. reversed: the order was refunded, its earning and fee undone. paid_out: a payout.",
    }),
    reversed_at: z.iso.datetime().nullable(),
    reference: z.string().nullable().meta({ description: "A payout's bank reference (such as its UTR); null for a sale." }),
  })
  .meta({ id: "EarningsLine", description: "One sale that earned, or one payout, in a seller's earnings." });
export type TEarningsLine = z.infer<typeof ZEarningsLine>;

export const ZEarningsPage = z.object({
  summary: ZEarningsSummary,
  lines: z.array(ZEarningsLine).meta({ description: "Sales and payouts, newest first." }),
  nextCursor: z.string().nullable().meta({ description: "The cursor of the next (older) page; null on the last one." }),
});
export type TEarningsPage = z.infer<typeof ZEarningsPage>;

/** GET /server/sellers/earnings. */
export const ZEarningsAnswer = okAnswer(ZEarningsPage.shape);
