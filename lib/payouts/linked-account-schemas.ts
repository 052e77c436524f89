import * as z from "zod";
import "@/lib/zod";
import { normalizeIndianPhone } from "@/lib/profile/schemas";
import { keyV, type TV } from "@/lib/validation/messages";

// A seller's bank account for Razorpay Route (POST and PATCH /server/sellers/payout-account), shared by
// the handler and the dashboard's Payouts form. What Route's onboarding needs (docs/payments.md, "Razorpay
// Route"): who is paid (the kind of seller, the name as on the PAN, the PAN), how to reach them (a phone),
// the registered address, and the bank account with its IFSC. Formats as the Income Tax Department issues
// a PAN (5 letters, 4 digits, a letter; the fourth letter says whose it is: P a person, F a firm or LLP,
// C a company) and the Reserve Bank of India an IFSC (4 letters for the bank, 0, 6 for the branch).

export const BUSINESS_TYPES = ["individual", "proprietorship", "partnership", "private_limited", "llp"] as const;
export type TBusinessType = (typeof BUSINESS_TYPES)[number];

/** A person's PAN (and so no separate contact person): an individual's, a proprietor's. */
export const isPersonalBusiness = (type: string) => type === "individual" || type === "proprietorship";
/** The PAN's fourth letter each kind of seller has (Income Tax Department: the holder's status). */
const PAN_HOLDER: Record<TBusinessType, string> = {
  individual: "P",
  proprietorship: "P",
  partnership: "F",
  llp: "F",
  private_limited: "C",
};

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
const POSTAL_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Route's lengths: a legal name of 4 to 200 characters, a contact of 4 to 255, address lines of 100, a state of 2 to 32. */
export const LINKED_ACCOUNT_LIMITS = { legalName: [4, 200], contactName: [4, 255], line: 100, city: 100, state: [2, 32] } as const;

/** Spaces people type in a PAN, an IFSC or an account number ("ABCDE 1234 F") are not part of it. */
const compact = (s: string) => s.replace(/[\s-]/g, "").toUpperCase();

const text = (min: number, max: number, message: string) => z.string(message).trim().min(min, message).max(max, message);

export const makePayoutAccountSchema = (v: TV = keyV) =>
  z
    .object({
      business_type: z.enum(BUSINESS_TYPES, v("payoutBusinessType")),
      legal_name: text(LINKED_ACCOUNT_LIMITS.legalName[0], LINKED_ACCOUNT_LIMITS.legalName[1], v("payoutLegalName")),
      /** The person Razorpay deals with for a firm or a company; a person's own account needs none. */
      contact_name: z.string(v("payoutContactName")).trim().max(LINKED_ACCOUNT_LIMITS.contactName[1], v("payoutContactName")).optional(),
      pan: z
        .string(v("payoutPan"))
        .max(20, v("payoutPan"))
        .transform(compact)
        .refine((s) => PAN_PATTERN.test(s), v("payoutPan")),
      phone: z
        .string(v("phoneInvalid"))
        .max(20, v("phoneInvalid"))
        .refine((s) => normalizeIndianPhone(s) !== null, v("phoneInvalid"))
        .transform((s) => normalizeIndianPhone(s)!),
      address_line1: text(1, LINKED_ACCOUNT_LIMITS.line, v("payoutStreet")),
      address_line2: text(1, LINKED_ACCOUNT_LIMITS.line, v("payoutArea")),
      city: text(2, LINKED_ACCOUNT_LIMITS.city, v("payoutCity")),
      state: text(LINKED_ACCOUNT_LIMITS.state[0], LINKED_ACCOUNT_LIMITS.state[1], v("payoutState")),
      postal_code: z
        .string(v("payoutPostalCode"))
        .max(10, v("payoutPostalCode"))
        .transform(compact)
        .refine((s) => POSTAL_CODE_PATTERN.test(s), v("payoutPostalCode")),
      account_number: z
        .string(v("payoutAccountNumber"))
        .max(30, v("payoutAccountNumber"))
        .transform(compact)
        .refine((s) => ACCOUNT_NUMBER_PATTERN.test(s), v("payoutAccountNumber")),
      ifsc: z
        .string(v("payoutIfsc"))
        .max(20, v("payoutIfsc"))
        .transform(compact)
        .refine((s) => IFSC_PATTERN.test(s), v("payoutIfsc")),
    })
    .superRefine((d, ctx) => {
      if (PAN_PATTERN.test(d.pan) && d.pan[3] !== PAN_HOLDER[d.business_type])
        ctx.addIssue({ code: "custom", path: ["pan"], message: v("payoutPanKind") });
      const contact = d.contact_name ?? "";
      if (!isPersonalBusiness(d.business_type) && (contact.length < LINKED_ACCOUNT_LIMITS.contactName[0] || contact.length > 255))
        ctx.addIssue({ code: "custom", path: ["contact_name"], message: v("payoutContactName") });
    });

export const ZPayoutAccountInput = makePayoutAccountSchema();
export type TPayoutAccountInput = z.input<typeof ZPayoutAccountInput>;
export type TPayoutAccount = z.output<typeof ZPayoutAccountInput>;

/** The form's: the account number typed twice, as a bank's own form asks (a wrong digit pays a stranger). */
export const makePayoutAccountFormSchema = (v: TV) =>
  makePayoutAccountSchema(v)
    .and(z.object({ account_number_confirm: z.string() }))
    .refine((d) => compact(d.account_number_confirm) === d.account_number, {
      message: v("payoutAccountConfirm"),
      path: ["account_number_confirm"],
    });

/** A PAN as we keep it: its first two and last three characters (ABCDE1234F → ABXXXXX34F). */
export const maskPan = (pan: string) => `${pan.slice(0, 2)}XXXXX${pan.slice(-3)}`;
/** An account number as we keep it: its last four digits (XXXXXX1234). */
export const maskAccountNumber = (accountNumber: string) => `XXXXXX${accountNumber.slice(-4)}`;
