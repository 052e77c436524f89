// The stand-ins of Razorpay's REST API and of its Checkout, for the journeys with PAYMENT_PROVIDER=razorpay:
// playwright.config.ts starts this (`npx tsx e2e/razorpay-stand-in.ts`) on the ports it names in
// STAND_IN_API_PORT and STAND_IN_CHECKOUT_PORT, and gives the Razorpay app server their addresses.
import { startCheckoutStandIn } from "../tests/helpers/razorpay-checkout-stand-in";
import { startRazorpayStandIn } from "../tests/helpers/razorpay-stand-in";
import { RAZORPAY_STAND_IN } from "./razorpay";

async function main() {
  const api = await startRazorpayStandIn({ ...RAZORPAY_STAND_IN, port: Number(process.env.STAND_IN_API_PORT ?? 0) });
  const checkout = await startCheckoutStandIn({
    api,
    keyId: RAZORPAY_STAND_IN.keyId,
    port: Number(process.env.STAND_IN_CHECKOUT_PORT ?? 0),
  });
  console.log(`Razorpay stand-ins: the API at ${api.url}, Checkout's script at ${checkout.scriptUrl}`);
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
