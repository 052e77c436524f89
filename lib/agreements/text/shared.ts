// What the three texts share: how a day and an amount are written. Written out here rather than by Intl:
// a signature records the hash of the exact text shown, and a newer Node with newer locale data must not
// change a single character of an agreement that is already in use.

const MONTHS = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  te: ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జులై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్", "నవంబర్", "డిసెంబర్"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
} as const;

/** "2026-12-06" → "6 December 2026" (and the month's name in Telugu or Hindi). */
export function writeDay(iso: string, locale: keyof typeof MONTHS): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[locale][m - 1]} ${y}`;
}

/** ₹ with Indian grouping and Latin digits, as the app writes every price: 123456 → "₹1,23,456". */
export function writeRupees(amount: number): string {
  const digits = String(Math.trunc(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}₹${rest ? `${rest},${last3}` : last3}`;
}
