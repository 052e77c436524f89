import "server-only";
import { getAgreement } from "@/lib/agreements/service";
import { renderAgreementPdf } from "@/lib/agreements/pdf";
import { BATCH, list, oldestFirst, type TContext, type TFileContents } from "./data-export-rows";

// The agreements of the person's orders, as buyer or seller, in the data export: agreements.json (the
// terms as stored, each signature with its typed name, time, language and text hash), and each one as the
// signed PDF, agreements/<order id>.pdf, in the person's language.

export const agreementsContents = {
  agreements: ({ db, userId }) =>
    list(
      (where) =>
        db.agreement.findMany({
          where: { AND: [{ order: { OR: [{ buyerId: userId }, { sellerId: userId }] } }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            orderId: true,
            mode: true,
            version: true,
            terms: true,
            createdAt: true,
            order: { select: { buyerId: true } },
            signatures: {
              orderBy: { signedAt: "asc" },
              select: { role: true, typedName: true, locale: true, textHash: true, signedAt: true },
            },
          },
        }),
      (a) => ({
        orderId: a.orderId,
        role: a.order.buyerId === userId ? "buyer" : "seller",
        mode: a.mode,
        version: a.version,
        createdAt: a.createdAt,
        terms: a.terms,
        signatures: a.signatures,
        pdf: agreementPdfFile(a.orderId),
      }),
    ),
} satisfies TFileContents;

export const agreementPdfFile = (orderId: string) => `agreements/${orderId}.pdf`;

/** Each agreement as its PDF, one at a time (a PDF takes a moment to draw), in the person's language. */
export async function* agreementPdfs({ db, userId, user }: TContext): AsyncGenerator<{ name: string; data: Uint8Array }> {
  const rows = await db.agreement.findMany({
    where: { order: { OR: [{ buyerId: userId }, { sellerId: userId }] } },
    orderBy: { createdAt: "asc" },
    select: { orderId: true },
  });
  for (const { orderId } of rows) {
    const agreement = await getAgreement({ orderId, userId, lang: user.locale });
    yield { name: agreementPdfFile(orderId), data: await renderAgreementPdf(agreement) };
  }
}
