// The journeys with PAYMENT_PROVIDER=razorpay (e2e/razorpay.spec.ts): a second app server on the same
// build and database, paying through stand-ins of Razorpay's REST API and of its Checkout
// (e2e/razorpay-stand-in.ts), each on a port of its own beside the journeys' app server's.

/** The stand-in account's keys: the app server is given them, and the stand-ins check them. */
export const RAZORPAY_STAND_IN = { keyId: "rzp_test_standin", keySecret: "stand-in-key-secret", webhookSecret: "stand-in-webhook-secret" };

/** The Razorpay app server's port, the Checkout stand-in's and the REST stand-in's, for the journeys' app server on `appPort`. */
export const razorpayPorts = (appPort: number) => ({ app: appPort + 1, checkout: appPort + 90, api: appPort + 91 });
