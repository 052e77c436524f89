import "server-only";
import { StreamedList, type TFileContents } from "./data-export-rows";

// The person's registration as a breeder, pet shop or shelter in the data export: seller-registration.json.
// The certificate's bytes stay out of the archive (a scan of an official document, which the person has);
// the file says where they can read it, signed in. A list of one at most (an account has one registration),
// read when the archive reaches it.

export const sellerRegistrationContents = {
  sellerRegistration: ({ db, userId }) =>
    new StreamedList(
      (async function* () {
        const r = await db.sellerRegistration.findUnique({
          where: { userId },
          select: {
            type: true,
            state: true,
            number: true,
            validUntil: true,
            status: true,
            refusedReason: true,
            submittedAt: true,
            decidedAt: true,
            remindedAt: true,
            certificateType: true,
          },
        });
        if (r) yield [toJson(r)];
      })(),
    ),
} satisfies TFileContents;

function toJson(r: {
  type: string;
  state: string;
  number: string;
  validUntil: Date | null;
  status: string;
  refusedReason: string | null;
  submittedAt: Date;
  decidedAt: Date | null;
  remindedAt: Date | null;
  certificateType: string;
}) {
  return {
    type: r.type,
    state: r.state,
    number: r.number,
    validUntil: r.validUntil ? r.validUntil.toISOString().slice(0, 10) : null,
    status: r.status,
    refusedReason: r.refusedReason,
    submittedAt: r.submittedAt,
    decidedAt: r.decidedAt,
    reminderSentAt: r.remindedAt,
    certificate: {
      kind: r.certificateType === "application/pdf" ? "pdf" : "image",
      readAt: "/server/profile/seller/certificate (signed in), or Profile → Seller registration",
    },
  };
}
