import "server-only";
import { getDb } from "@/lib/db";
import { supportRequestMail } from "@/lib/email/support-request-mail";
import { env } from "@/lib/env";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { formatTicket } from "@/lib/support/ticket";
import { lockPet, sendEach } from "./listing-moderation";

/**
 * The seller of a hidden listing appeals, once per hiding: a support request (kind support, naming the
 * listing, in the seller's language) that the support inbox answers, mailed to SUPPORT_EMAIL like any
 * other. To anyone else a hidden listing does not exist; another's visible one is not theirs to appeal.
 */
export async function appealListing({ petId, userId, message }: { petId: string; userId: string; message: string }) {
  const request = await getDb().$transaction(async (tx) => {
    const pet = await lockPet(tx, petId);
    if (!pet) throw new AppError("PET_NOT_FOUND");
    if (pet.sellerId !== userId) throw new AppError(pet.status === "hidden" || pet.status === "inactive" ? "PET_NOT_FOUND" : "NOT_OWNER");
    if (pet.status !== "hidden") throw new AppError("APPEAL_NOT_HIDDEN");
    if (pet.appealedAt) throw new AppError("APPEAL_ALREADY_SENT");
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true, locale: true } });
    await tx.pet.update({ where: { id: petId }, data: { appealedAt: new Date() } });
    return tx.supportRequest.create({
      data: {
        kind: "support",
        userId,
        name: user.name,
        email: user.email,
        subject: `Appeal: hidden listing “${pet.name}” (${petId})`.slice(0, 200),
        message,
        petId,
        locale: user.locale,
      },
      select: {
        id: true,
        ticket: true,
        kind: true,
        userId: true,
        name: true,
        email: true,
        subject: true,
        message: true,
        createdAt: true,
        locale: true,
      },
    });
  });
  await runAfterResponse(() =>
    sendEach([
      {
        to: env().SUPPORT_EMAIL,
        userId: null,
        ...supportRequestMail({ ...request, ticket: formatTicket(request.ticket), kind: "support" }),
      },
    ]),
  );
  return { requestId: request.id };
}
