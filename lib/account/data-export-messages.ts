import "server-only";
import { BATCH, list, nameOnly, oldestFirst, petName, type TFileContents } from "./data-export-rows";

// The person's messages in the data export: messages.json.

export const messagesContents = {
  messages: ({ db, userId }) =>
    list(
      (where) =>
        db.message.findMany({
          where: { AND: [{ OR: [{ senderId: userId }, { receiverId: userId }] }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            senderId: true,
            body: true,
            isRead: true,
            readAt: true,
            mailDueAt: true,
            createdAt: true,
            sender: nameOnly,
            receiver: nameOnly,
            pet: petName,
          },
        }),
      (m) => {
        const isSent = m.senderId === userId;
        return {
          direction: isSent ? "sent" : "received",
          otherPerson: isSent ? m.receiver.name : m.sender.name,
          pet: m.pet?.name ?? null,
          text: m.body,
          sentAt: m.createdAt,
          isRead: m.isRead,
          readAt: m.readAt,
          // A received message still unread: when the mail telling of it is due (null once read or mailed).
          mailDueAt: isSent ? null : m.mailDueAt,
        };
      },
    ),
} satisfies TFileContents;
