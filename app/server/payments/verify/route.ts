// POST /server/payments/verify — record a payment's outcome once; success marks its orders paid and takes them out of the cart
import { withRoute } from "@/lib/api/route";
import { verifyPayment } from "@/lib/payments/service";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) =>
  verifyPayment({ userId: auth.user.id, paymentId: body.order_id, status: body.payment_status }),
);
