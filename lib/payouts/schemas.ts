import * as z from "zod";
import "@/lib/zod";
import { paiseOfTypedRupees } from "@/lib/ledger/money";
import { makePageQuery } from "@/lib/validation/page-query";

// The console's payouts (/server/admin/payouts): shared by the handler and the console's form. The
// amount's and the reference's failures are error codes (texts in `Errors`), so the form shows them in
// the moderator's language with the rule the server applies.

export const PAYOUT_LIMITS = { reference: 64, pageSize: 50 } as const;

type TPayoutCode = "PAYOUT_AMOUNT_INVALID" | "PAYOUT_REFERENCE_REQUIRED" | "PAYOUT_REFERENCE_TOO_LONG";

/**
 * POST /server/admin/payouts: the seller, the `amount` in rupees as typed ("9750.38", "9,750.38": at most
 * two decimals, more than zero), read into whole paise (`amountPaise`), and the transfer's bank reference
 * (such as its UTR, 1 to 64 characters). `text` words a failure (the form's translator; the code itself
 * on the server).
 */
export const makeRecordPayoutSchema = (text: (code: TPayoutCode) => string = (code) => code) =>
  z
    .object({
      sellerId: z.string("sellerId is required").trim().min(1, "sellerId is required").max(40, "Unknown sellerId"),
      amount: z
        .union([z.string(), z.number()], text("PAYOUT_AMOUNT_INVALID"))
        .meta({ description: "In rupees, as typed: more than zero, at most two decimals (9750.38)." })
        .transform((typed, ctx) => {
          const paise = paiseOfTypedRupees(typed);
          if (paise === null) ctx.addIssue({ code: "custom", message: text("PAYOUT_AMOUNT_INVALID") });
          return paise ?? 0;
        }),
      reference: z
        .string(text("PAYOUT_REFERENCE_REQUIRED"))
        .trim()
        .min(1, text("PAYOUT_REFERENCE_REQUIRED"))
        .max(PAYOUT_LIMITS.reference, text("PAYOUT_REFERENCE_TOO_LONG"))
        .meta({ description: "The transfer's bank reference, such as its UTR." }),
    })
    // What the service takes: the amount in whole paise, named so.
    .transform(({ amount, ...rest }) => ({ ...rest, amountPaise: amount }));

export const ZRecordPayout = makeRecordPayoutSchema();
export type TRecordPayoutInput = z.input<typeof ZRecordPayout>;
export type TRecordPayout = z.output<typeof ZRecordPayout>;

/** GET /server/admin/payouts: sellers with a pending balance, highest first, keyset-paged by nextCursor. */
export const ZPayoutsQuery = makePageQuery(PAYOUT_LIMITS.pageSize);
export type TPayoutsQuery = z.infer<typeof ZPayoutsQuery>;
