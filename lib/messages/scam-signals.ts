// What a chat message carries that pet scams in India run on. They are advance-fee frauds: the buyer is
// moved off PawBazaar (a phone number, a UPI ID, bank details, a payment link) and asked for money up
// front (an advance, a deposit, a "courier", "transport", "insurance" or "vaccination" fee) for a pet
// that does not exist. The detector only says what it saw: nothing is blocked and no text is changed;
// the person who received the message sees a notice under it (components/messages/chat-pane.tsx).
// docs/moderation.md ("Chat safety") says what it flags and what it leaves alone.
//
// A pure function, fast enough to run over a whole thread (200 messages) on every read: the input is
// cut to the longest message we store, every pattern is linear (bounded repeats, no nested
// quantifiers), and what it reads around a match is a bounded slice.
//
// Each signal has its reader in lib/messages/scam-signals/: phone numbers (phone.ts), UPI IDs (upi.ts),
// bank details (bank.ts), payment links (payment-link.ts) and asking for an advance or a fee
// (advance.ts), all reading the text in one form (text.ts).
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
