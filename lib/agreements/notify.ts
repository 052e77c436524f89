import "server-only";
import { getDb } from "@/lib/db";
import { agreementSignedMail } from "@/lib/email/agreement-mails";
import { sendMail } from "@/lib/email/mailer";

// Word to both parties that their agreement is signed by both (after the answer: runAfterResponse).
// By mail, in each one's language, on their "order updates" switch like every other word of an order.

export async function notifyAgreementSigned(orderId: string): Promise<void> {
  const order = await getDb().order.findUnique({
    where: { id: orderId },
    select: {
      pet: { select: { name: true, mode: true } },
      buyer: { select: { id: true, name: true, email: true, locale: true, notifyOrderDecision: true } },
      seller: { select: { id: true, name: true, email: true, locale: true, notifyOrderDecision: true } },
    },
  });
  if (!order) return;
  for (const person of [order.seller, order.buyer]) {
    if (!person.notifyOrderDecision) continue;
    const mail = agreementSignedMail({
      locale: person.locale,
      name: person.name,
      pet: order.pet.name,
      orderId,
      isRehoming: order.pet.mode === "rehoming",
    });
    await sendMail({ to: person.email, userId: person.id, kind: "agreement_signed", ...mail });
  }
}
