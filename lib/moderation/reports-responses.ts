// What the listing-moderation endpoints answer (the reports queue and the audit log), as zod schemas:
// the service's types are inferred from them, and the API reference (lib/openapi) describes the answers
// with them.
import * as z from "zod";
import { HIDE_CAUSES, LISTING_STATUSES, REPORT_REASONS } from "@/lib/pets/constants";

const imageUrl = z.string().meta({ description: "A photo, 480 px: /server/images/… or the bucket's public address." });

const ZTicket = z
  .string()
  .meta({ description: 'The report\'s ticket number ("PB-100234"), as the reporter was told it (lib/support/ticket.ts).' });

const ZReporter = z.object({ id: z.string(), name: z.string(), email: z.string(), isEmailVerified: z.boolean() });

/** One listing with its open reports, as the moderators' queue shows it. */
export const ZReportedListing = z
  .object({
    pet: z.object({
      id: z.string(),
      name: z.string(),
      breed: z.string(),
      status: z.enum(LISTING_STATUSES),
      thumbnails: z.array(imageUrl).meta({ description: "Up to four photos, first photo first." }),
      hiddenCause: z.enum(HIDE_CAUSES).nullable(),
      hiddenReason: z.string().nullable().meta({ description: "The moderator's reason, or a key (`auto:reports`) for automatic hiding." }),
      hiddenAt: z.iso.datetime().nullable(),
      appealedAt: z.iso.datetime().nullable().meta({ description: "When the seller appealed (a support request names the listing)." }),
      seller: z.object({ id: z.string(), name: z.string(), email: z.string(), isSuspended: z.boolean() }),
    }),
    count: z.number().int().meta({ description: "Open reports, one per reporter." }),
    verifiedCount: z
      .number()
      .int()
      .meta({ description: "Of them, from reporters whose email is verified (three hide an active listing automatically)." }),
    reasons: z
      .array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() }))
      .meta({ description: "Each reason given, most frequent first." }),
    oldestAt: z.iso.datetime(),
    reports: z.array(
      z.object({
        id: z.string(),
        ticket: ZTicket,
        reason: z.enum(REPORT_REASONS),
        note: z.string(),
        createdAt: z.iso.datetime(),
        reporter: ZReporter,
      }),
    ),
  })
  .meta({ id: "ReportedListing", description: "A listing with its open reports." });
export type TReportedListing = z.infer<typeof ZReportedListing>;

/** One open conversation report, with the end of the thread between the two people. */
export const ZReportedConversation = z
  .object({
    id: z.string(),
    ticket: ZTicket,
    note: z.string(),
    createdAt: z.iso.datetime(),
    reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    reportedUser: z.object({ id: z.string(), name: z.string(), email: z.string(), isSuspended: z.boolean() }),
    pet: z.object({ id: z.string(), name: z.string() }).nullable(),
    messages: z
      .array(z.object({ id: z.string(), senderId: z.string(), body: z.string(), createdAt: z.iso.datetime() }))
      .meta({ description: "The last 20 messages between the two, oldest first." }),
  })
  .meta({ id: "ReportedConversation", description: "An open report of a conversation." });
export type TReportedConversation = z.infer<typeof ZReportedConversation>;

export const ZReportsQueue = z.object({
  listings: z.array(ZReportedListing).meta({ description: "Listings with open reports, the oldest report first (at most 50)." }),
  conversations: z.array(ZReportedConversation).meta({ description: "Open conversation reports, oldest first (at most 50)." }),
});
export type TReportsQueue = z.infer<typeof ZReportsQueue>;

/** One row of the audit log, with the names its targets have now (null when the target is gone). */
export const ZAuditLogEntry = z
  .object({
    id: z.string(),
    action: z.string().meta({
      description:
        "What was done: listing_hidden, listing_auto_hidden, listing_restored, listing_deleted, report_dismissed, user_suspended, …",
    }),
    actor: z
      .object({ id: z.string().nullable(), email: z.string() })
      .nullable()
      .meta({ description: "The moderator; null for the system (automatic hiding, the admin command)." }),
    targetUser: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
    targetPet: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    targetReviewId: z.string().nullable(),
    targetRequestId: z.string().nullable(),
    reason: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "AuditLogEntry", description: "One moderation action, as recorded." });
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditPage = z.object({
  entries: z.array(ZAuditLogEntry),
  nextCursor: z.string().nullable().meta({ description: "The cursor of the next (older) page; null on the last one." }),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
