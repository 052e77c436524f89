// The ledger's arithmetic, in paise (rupees × 100) and without floating point: order amounts are whole
// rupees, the fee is a percentage with at most two decimals (PLATFORM_FEE_PERCENT), so everything is an
// exact integer sum. Plain code, no database: the console's payout form reads amounts with it too.

/** An order's amount (whole rupees) in paise. */
export const paiseOfRupees = (rupees: number): bigint => BigInt(Math.trunc(rupees)) * 100n;

/** A percentage with at most two decimals (2.5) in basis points (250): what the fee is computed with. */
export const basisPointsOf = (percent: number): bigint => BigInt(Math.round(percent * 100));

/**
 * The platform's fee on an earning: `percent` of `paise`, rounded to whole paise, half up (₹1,234 at
 * 2.5% is 3085 paise: ₹30.85; ₹1 at 2.5% is 2.5 paise: 3). Never more than the earning itself.
 */
export function feeOf(paise: bigint, percent: number): bigint {
  if (paise <= 0n) return 0n;
  const basisPoints = basisPointsOf(percent);
  const fee = (paise * basisPoints + 5_000n) / 10_000n;
  return fee > paise ? paise : fee;
}

/** The most a payout can be, in rupees: ten orders of the highest price a listing may ask, many times over. */
export const MAX_PAYOUT_RUPEES = 100_000_000_000;

/**
 * An amount a person typed in rupees ("1250", "1,250.5", "₹1,23,456.50") as whole paise, or null when it
 * is not a positive amount with at most two decimals. Commas are read only where grouping puts them
 * ("12,34" could be a decimal comma: refused). Read from its digits, never through a float.
 */
export function paiseOfTypedRupees(text: string | number): number | null {
  const cleaned = String(text)
    .trim()
    .replace(/^₹\s*/, "")
    .replace(/,(?=\d{3}(?:[.,]|$)|\d{2},)/g, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const rupees = Number(match[1]);
  const paise = rupees * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return paise > 0 && rupees <= MAX_PAYOUT_RUPEES ? paise : null;
}
