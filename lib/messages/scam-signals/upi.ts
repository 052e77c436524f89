// UPI IDs (lib/messages/scam-signals.ts): name@handle of a UPI app or a bank, also spelled "name at ybl".
import { rx } from "./text";

// Handles (the part after @) that only UPI uses: PhonePe, Google Pay, Paytm, BHIM, Amazon Pay, WhatsApp
// Pay, MobiKwik and others. They count in any spelling: "lakshmi at ybl", "lakshmi (at) oksbi".
const VPA_HANDLES_ONLY = [
  "ybl",
  "ibl",
  "axl",
  "okhdfcbank",
  "okicici",
  "oksbi",
  "okaxis",
  "okbizaxis",
  "ptyes",
  "ptaxis",
  "pthdfc",
  "ptsbi",
  "paytm",
  "upi",
  "apl",
  "yapl",
  "rapl",
  "waaxis",
  "wahdfcbank",
  "waicici",
  "wasbi",
  "ikwik",
  "freecharge",
  "jupiteraxis",
  "naviaxis",
  "superyes",
  "kbaxis",
  "abfspay",
  "timecosmos",
  "pingpay",
  "axisb",
];
// Banks' own handles: ordinary words too ("meet at sbi"), so only as name@handle.
const VPA_BANK_HANDLES = [
  "axisbank",
  "icici",
  "hdfcbank",
  "sbi",
  "kotak",
  "kmbl",
  "idfcbank",
  "idfcfirst",
  "indus",
  "yesbank",
  "yesbankltd",
  "aubank",
  "federal",
  "fbl",
  "rbl",
  "dbs",
  "hsbc",
  "sc",
  "citi",
  "pnb",
  "boi",
  "barodampay",
  "unionbank",
  "uboi",
  "cnrb",
  "centralbank",
  "cbin",
  "kbl",
  "kvb",
  "idbi",
  "indianbank",
  "iob",
  "mahb",
  "psb",
  "ucobank",
  "ujjivan",
  "equitas",
  "airtel",
  "jio",
  "postbank",
  "dlb",
  "allbank",
  "andb",
  "sib",
  "tjsb",
  "dcb",
  "csbpay",
  "fam",
  "slc",
];
const VPA_HANDLES = new Set([...VPA_HANDLES_ONLY, ...VPA_BANK_HANDLES]);
// Mail providers typed without ".com" are mail addresses, not UPI IDs.
const MAIL_HOSTS = new Set([
  "gmail",
  "googlemail",
  "yahoo",
  "ymail",
  "hotmail",
  "outlook",
  "live",
  "rediffmail",
  "rediff",
  "icloud",
  "protonmail",
  "proton",
  "aol",
  "zoho",
]);
// name@handle where the handle has no dot after it (name@gmail.com is a mail address).
const AT_ID = /(?<![a-z0-9._\-])([a-z0-9][a-z0-9._\-]{1,63})@([a-z][a-z0-9]{1,31})(?![a-z0-9@_\-])(?!\.[a-z0-9])/g;
const SPACED_AT_ID = new RegExp(
  `(?<![a-z0-9._\\-])[a-z0-9][a-z0-9._\\-]{2,63}\\s*(?:\\(at\\)|\\[at\\]|\\sat\\s|\\s@\\s?|@\\s)\\s*(?:${VPA_HANDLES_ONLY.join("|")})(?![a-z0-9_\\-])(?!\\.[a-z0-9])`,
);
// Paying by UPI, named: an unknown handle (name@mybank) then counts as a UPI ID too.
export const PAY_APP = rx(
  /\b(?:upi|vpa|gpay|g pay|google ?pay|phone ?pe|paytm|bhim|amazon ?pay|mobikwik)\b|यूपीआई|फोनपे|फ़ोनपे|फोन पे|पेटीएम|गूगल पे|యూపీఐ|ఫోన్ ?పే|గూగుల్ ?పే|పేటీఎం/,
);
const PAY_WORDS = rx(
  /\b(?:pay|paying|payment|paid|send|transfer|advance|deposit|fee|fees|amount|booking|token|money)\b|भुगतान|पेमेंट|पैसे|भेज|एडवांस|जमा|చెల్లి|డబ్బు|పేమెంట్|పంప|అడ్వాన్స్/,
);

export function hasUpiId(t: string): boolean {
  if (SPACED_AT_ID.test(t)) return true;
  let talksOfPaying: boolean | undefined;
  for (const [, local, handle] of t.matchAll(AT_ID)) {
    if (VPA_HANDLES.has(handle)) return true;
    if (MAIL_HOSTS.has(handle)) continue;
    // An unknown handle: a mobile number before it (9848012345@mybank), or talk of paying.
    talksOfPaying ??= PAY_APP.test(t) || PAY_WORDS.test(t);
    if (/^[6-9]\d{9}$/.test(local) || talksOfPaying) return true;
  }
  return false;
}
