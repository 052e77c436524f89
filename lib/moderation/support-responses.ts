// What the support inbox's endpoints answer, as zod schemas: the service's types are inferred from them,
// and the API reference (lib/openapi) describes the answers with them.
import * as z from "zod";
import { HIDE_CAUSES, LISTING_STATUSES } from "@/lib/pets/constants";
import { CLOCK_STATES } from "./support-clocks";
import { SUPPORT_INBOX_STATUSES } from "./support-schemas";

const ZClock = z
  .object({
    dueAt: z.iso.datetime(),
    state: z
      .enum(CLOCK_STATES)
      .meta({ description: "running: due later; overdue: past due, still running; met / metLate: stopped on time / late." }),
    stoppedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "SupportClock", description: "One deadline of a support request." });

const ZAppealListing = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(LISTING_STATUSES),
    hiddenReason: z.string().nullable(),
    hiddenCause: z.enum(HIDE_CAUSES).nullable(),
    breed: z.string(),
    price: z.number().int(),
    location: z.string(),
    description: z.string(),
    thumbnails: z
      .array(z.string())
      .meta({ description: "Its first four photos (480 px): a hidden listing's page is a 404, so the appeal shows them." }),
  })
  .meta({ id: "SupportListing", description: "The listing an appeal is about." });

export const ZSupportRequestSummary = z
  .object({
    id: z.string(),
    ticket: z.string().meta({ description: 'Its ticket number ("PB-100234"), as the sender was told it (lib/support/ticket.ts).' }),
    kind: z.enum(["support", "contact"]),
    name: z.string(),
    email: z.string(),
    subject: z.string().nullable().meta({ description: "Null for a contact message." }),
    preview: z.string().meta({ description: "The start of the message (200 characters)." }),
    status: z.enum(SUPPORT_INBOX_STATUSES),
    locale: z.enum(["en", "te", "hi"]).meta({ description: "The language it was written in; replies are mailed in it." }),
    userId: z.string().nullable().meta({ description: "The sender's account, when they were signed in." }),
    createdAt: z.iso.datetime(),
    answeredAt: z.iso.datetime().nullable().meta({ description: "The first reply." }),
    closedAt: z.iso.datetime().nullable(),
    replies: z.number().int(),
    acknowledge: ZClock.meta({ description: "Due 24 hours after it came in, until the first reply." }),
    resolve: ZClock.meta({ description: "Due 15 days after it came in, until it is closed." }),
    isOverdue: z.boolean(),
    listing: ZAppealListing.nullable().meta({
      description: "For an appeal of a hidden listing: that listing (null otherwise, or when it was deleted).",
    }),
  })
  .meta({ id: "SupportRequestSummary", description: "A support request or contact message in the inbox." });
export type TSupportRequestSummary = z.infer<typeof ZSupportRequestSummary>;

export const ZSupportReplyDto = z
  .object({
    id: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
    authorName: z.string().nullable().meta({ description: "Null when the moderator's account is gone." }),
  })
  .meta({ id: "SupportReply", description: "A moderator's answer, as mailed to the sender." });
export type TSupportReplyDto = z.infer<typeof ZSupportReplyDto>;

export const ZSupportRequestDetail = ZSupportRequestSummary.extend({
  message: z.string(),
  replyList: z.array(ZSupportReplyDto).meta({ description: "Oldest first." }),
}).meta({ id: "SupportRequestDetail", description: "A support request with its whole message and the replies." });
export type TSupportRequestDetail = z.infer<typeof ZSupportRequestDetail>;

export const ZSupportInboxCounts = z
  .object({ open: z.number().int(), answered: z.number().int(), closed: z.number().int(), overdue: z.number().int() })
  .meta({ id: "SupportInboxCounts", description: "How many requests are in each state, and how many are overdue." });
export type TSupportInboxCounts = z.infer<typeof ZSupportInboxCounts>;
