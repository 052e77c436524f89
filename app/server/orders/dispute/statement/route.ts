// POST /server/orders/dispute/statement — the seller adds their side to an open dispute (a form with photos)
import { withRoute } from "@/lib/api/route";
import { addSellerStatement } from "@/lib/disputes/service";
import { ZStatementForm } from "@/lib/disputes/schemas";
import { AppError } from "@/lib/http/errors";
import { notifyProtectionStep } from "@/lib/notifications/protection";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, form }) => {
  const parsed = ZStatementForm.safeParse(Object.fromEntries(["order_id", "statement"].map((k) => [k, form.get(k) ?? undefined])));
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  await addSellerStatement({ sellerId: auth.user.id, input: parsed.data, form });
  await notifyProtectionStep({ orderId: parsed.data.order_id, step: "dispute_statement" });
  return { message: "Your statement has been added" };
});
