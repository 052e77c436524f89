import "server-only";
import { formatTicket } from "@/lib/support/ticket";
import { BATCH, list, oldestFirst, petName, type TFileContents } from "./data-export-rows";

// The person's support requests in the data export: support-requests.json.

export const supportContents = {
  // What I sent and the support team's answers (their text only: who answered is staff, not mine to have).
  supportRequests: ({ db, userId }) =>
    list(
      (where) =>
        db.supportRequest.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            ticket: true,
            kind: true,
            name: true,
            email: true,
            subject: true,
            message: true,
            status: true,
            locale: true,
            createdAt: true,
            answeredAt: true,
            closedAt: true,
            pet: petName,
            // A conversation with support is a handful of replies; the bound only keeps one request from filling a batch's memory.
            replies: { orderBy: oldestFirst, take: 500, select: { body: true, createdAt: true } },
          },
        }),
      (r) => ({
        ticket: formatTicket(r.ticket),
        kind: r.kind,
        subject: r.subject,
        message: r.message,
        name: r.name,
        email: r.email,
        pet: r.pet?.name ?? null,
        language: r.locale,
        status: r.status,
        createdAt: r.createdAt,
        answeredAt: r.answeredAt,
        closedAt: r.closedAt,
        replies: r.replies.map((x) => ({ text: x.body, sentAt: x.createdAt })),
      }),
    ),
} satisfies TFileContents;
