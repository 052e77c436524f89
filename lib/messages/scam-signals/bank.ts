// Bank details (lib/messages/scam-signals.ts): an IFSC code, or an account number after a word that names one.
import { rx } from "./text";

// IFSC: four letters (the bank), 0, six letters or digits (the branch): HDFC0001234, SBIN0005943.
const IFSC = /(?<![a-z0-9])[a-z]{4}0[a-z0-9]{6}(?![a-z0-9])/;
// An account number (9 to 18 digits, grouped or not) shortly after a word that names one. A 15-digit
// microchip number next to "microchip" is no account.
const ACCOUNT = rx(
  /(?:(\ba\/c|\bacc?t?\b|\baccount\b|\bkhata\b|खाता|खाते|अकाउंट|अकाऊंट|एकाउंट|ఖాతా|అకౌంట్|అకౌంటు)|\bbank\b|\bneft\b|\bimps\b|\brtgs\b|बैंक|బ్యాంక్|బ్యాంకు)[^\d\n]{0,30}?(\d(?:[ \-]?\d){8,17})(?!\d)/g,
);

export function hasBankDetails(t: string): boolean {
  if (IFSC.test(t)) return true;
  for (const [, account, number] of t.matchAll(ACCOUNT)) {
    // "bank … 9848012345" is a phone number near the word; after "account" it is an account number.
    if (account || !/^[6-9]\d{9}$/.test(number.replace(/[ \-]/g, ""))) return true;
  }
  return false;
}
