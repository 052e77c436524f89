// Payment links (lib/messages/scam-signals.ts): UPI and payment apps' links, payment pages, and a short
// link in a message that talks of paying.
import { rx } from "./text";
import { PAY_APP } from "./upi";

// upi://pay?pa=… and the apps' own schemes; the payment-page domains of Paytm, PhonePe, Google Pay,
// Razorpay, PayU, Instamojo, Cashfree and PayPal (pages that only take payments always, the companies'
// main sites only with a path after them).
const PAYMENT_LINK = new RegExp(
  [
    "\\b(?:upi|tez|phonepe|paytmmp|gpay|bhim)://",
    "(?<![a-z0-9\\-])(?:paytm\\.me|phon\\.pe|rzp\\.io|razorpay\\.me|pages\\.razorpay\\.com|imjo\\.in|paypal\\.me|pmny\\.in|u\\.payu\\.in|cfre\\.in|payments\\.cashfree\\.com|gpay\\.app\\.goo\\.gl|pay\\.google\\.com)(?![a-z0-9\\-])",
    "(?<![a-z0-9\\-])(?:paytm\\.com|phonepe\\.com|razorpay\\.com|payu\\.in|instamojo\\.com|cashfree\\.com)/[^\\s]",
  ].join("|"),
);
// Short links hide where they go: one counts in a message that talks about paying.
const SHORT_LINK =
  /(?<![a-z0-9\-])(?:bit\.ly|tinyurl\.com|t\.ly|cutt\.ly|is\.gd|v\.gd|shorturl\.at|rb\.gy|goo\.gl|tiny\.cc|ow\.ly|s\.id|rebrand\.ly|shrtco\.de|t\.co)\/[a-z0-9_\-]/;

// Talk of paying, for a short link ("send" alone is not: "I will send the vaccination card, bit.ly/…").
const PAYING = rx(/\b(?:pay|paying|payment|advance|deposit|fee|fees|amount|booking|token|transfer)\b|भुगतान|पेमेंट|एडवांस|చెల్లి|పేమెంట్|అడ్వాన్స్/);

export function hasPaymentLink(t: string): boolean {
  return PAYMENT_LINK.test(t) || (SHORT_LINK.test(t) && (PAYING.test(t) || PAY_APP.test(t)));
}
