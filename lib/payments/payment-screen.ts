// The payment screen's address (`/payment?orders=a,b`) and its amount field: plain functions, read the
// same by the page (a server component) and the screen and cart in the browser.

/** The typed amount, or the total when the field is empty. NaN when it is not a number. */
export function paymentAmount(typed: string, total: number): number {
  const text = typed.trim().replace(/[₹,\s]/g, "");
  return text === "" ? total : Number(text);
}

const ORDER_ID = /^[a-z0-9]{1,40}$/i;

/** The order ids checkout handed to the payment screen (`/payment?orders=a,b`): well-formed, unique, at most 100. */
export function parseOrderIds(param: string | string[] | undefined): string[] {
  const text = Array.isArray(param) ? param[0] : param;
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(",")
        .map((s) => s.trim())
        .filter((s) => ORDER_ID.test(s)),
    ),
  ].slice(0, 100);
}

/** Where checkout sends the buyer: the payment screen for exactly these orders. */
export const paymentHref = (orderIds: string[]) => (orderIds.length ? `/payment?orders=${orderIds.join(",")}` : "/payment");
