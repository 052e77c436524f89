import "server-only";
import { getDb } from "@/lib/db";
import { agreementSignedMail } from "@/lib/email/agreement-mails";
import { sendMail } from "@/lib/email/mailer";
import { pushAgreementSigned } from "@/lib/push/service";

// Word to both parties that their agreement is signed by both (after the answer: runAfterResponse).
// By mail and by push, in each one's language, on their "order updates" switches like every other word of
// an order. The adopter of a rehoming also hears that the adoption fee can now be paid.

export async function notifyAgreementSigned(orderId: string): Promise<void> {
  const order = await getDb().order.findUnique({
    where: { id: orderId },
    select: {
      paymentStatus: true,
      pet: { select: { name: true, mode: true } },
      buyer: { select: { id: true, name: true, email: true, locale: true, notifyOrderDecision: true } },
      seller: { select: { id: true, name: true, email: true, locale: true, notifyOrderDecision: true } },
    },
  });
  if (!order) return;
  const isRehoming = order.pet.mode === "rehoming";
  for (const person of [order.seller, order.buyer]) {
    const canPay = isRehoming && person === order.buyer && order.paymentStatus !== "paid";
    await pushAgreementSigned(person.id, { kind: "agreementSigned", orderId, pet: order.pet.name, canPay });
    if (!person.notifyOrderDecision) continue;
    const mail = agreementSignedMail({
      locale: person.locale,
      name: person.name,
      pet: order.pet.name,
      orderId,
      isRehoming,
    });
    await sendMail({ to: person.email, userId: person.id, kind: "agreement_signed", ...mail });
  }
}
