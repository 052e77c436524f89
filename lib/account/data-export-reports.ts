import "server-only";
import { formatTicket } from "@/lib/support/ticket";
import { BATCH, concat, list, nameOnly, oldestFirst, petName, type TFileContents } from "./data-export-rows";

// The reports the person made in the data export: reports.json.

export const reportsContents = {
  // The reports I made, with what I wrote; of the reported person, their display name only.
  reports: ({ db, userId }) =>
    concat(
      list(
        (where) =>
          db.listingReport.findMany({
            where: { AND: [{ reporterId: userId }, where] },
            orderBy: oldestFirst,
            take: BATCH,
            select: {
              id: true,
              ticket: true,
              reason: true,
              note: true,
              status: true,
              createdAt: true,
              resolvedAt: true,
              pet: { select: { name: true, seller: nameOnly } },
            },
          }),
        (r) => ({
          ticket: formatTicket(r.ticket),
          about: "listing",
          pet: r.pet.name,
          seller: r.pet.seller.name,
          reason: r.reason,
          note: r.note,
          status: r.status,
          createdAt: r.createdAt,
          resolvedAt: r.resolvedAt,
        }),
      ),
      list(
        (where) =>
          db.conversationReport.findMany({
            where: { AND: [{ reporterId: userId }, where] },
            orderBy: oldestFirst,
            take: BATCH,
            select: {
              id: true,
              ticket: true,
              note: true,
              status: true,
              createdAt: true,
              resolvedAt: true,
              reportedUser: nameOnly,
              pet: petName,
            },
          }),
        (r) => ({
          ticket: formatTicket(r.ticket),
          about: "conversation",
          person: r.reportedUser.name,
          pet: r.pet?.name ?? null,
          note: r.note,
          status: r.status,
          createdAt: r.createdAt,
          resolvedAt: r.resolvedAt,
        }),
      ),
    ),
} satisfies TFileContents;
