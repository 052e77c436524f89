import "server-only";
import { CHECK_IN_COLUMNS } from "@/lib/rehoming/check-ins";
import { BATCH, list, oldestFirst, type TFileContents } from "./data-export-rows";

// The check-ins after a rehoming in the data export: check-ins.json. Both sides: as the adopter, the
// questions asked and the answers and notes given; as the owner, what the adopters answered about the pets
// they rehomed (the owner read it on the order page already).

export const checkInsContents = {
  checkIns: ({ db, userId }) =>
    list(
      (where) =>
        db.checkIn.findMany({
          where: { AND: [{ order: { OR: [{ buyerId: userId }, { sellerId: userId }] } }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            ...CHECK_IN_COLUMNS,
            createdAt: true,
            order: { select: { buyerId: true, pet: { select: { name: true } } } },
          },
        }),
      (c) => ({
        orderId: c.orderId,
        role: c.order.buyerId === userId ? "adopter" : "owner",
        pet: c.order.pet.name,
        kind: c.kind,
        dueAt: c.dueAt,
        sentAt: c.sentAt,
        answer: c.answer,
        note: c.note,
        answeredAt: c.answeredAt,
      }),
    ),
} satisfies TFileContents;
