// What a chat message carries that pet scams in India run on: advance-fee frauds move the buyer off PawBazaar
// (a phone number, a UPI ID, bank details, a payment link) and ask for money up front for a pet that does not
// exist. It only says what it saw: nothing is blocked or changed; the receiver sees a notice under it.
// Pure and fast enough for a whole thread on every read: input cut to the longest message we store, linear
// patterns (bounded repeats, no nested quantifiers), bounded slices around a match. One reader per signal in
// scam-signals/ (phone, upi, bank, payment-link, advance; text.ts). docs/moderation.md, "Chat safety".
import { SCAM_SIGNALS, type TScamSignal } from "./constants";
import { asksForAdvance } from "./scam-signals/advance";
import { hasBankDetails } from "./scam-signals/bank";
import { hasPaymentLink } from "./scam-signals/payment-link";
import { hasIndianMobile, spellDigits } from "./scam-signals/phone";
import { normalize } from "./scam-signals/text";
import { hasUpiId, PAY_APP } from "./scam-signals/upi";

export { SCAM_SIGNALS, type TScamSignal };

/** Which signals a message carries, in the order of SCAM_SIGNALS (empty for ordinary chat). */
export function scamSignals(text: string): TScamSignal[] {
  if (typeof text !== "string" || !text) return [];
  const t = normalize(text);
  const found = new Set<TScamSignal>();
  const hasPhone = hasIndianMobile(spellDigits(t));
  if (hasPhone) found.add("phone");
  // A phone number given for Google Pay, PhonePe or Paytm is a UPI ID too.
  if (hasUpiId(t) || (hasPhone && PAY_APP.test(t))) found.add("upi");
  if (hasBankDetails(t)) found.add("bank");
  if (hasPaymentLink(t)) found.add("payment_link");
  if (asksForAdvance(t)) found.add("advance");
  return SCAM_SIGNALS.filter((s) => found.has(s));
}
