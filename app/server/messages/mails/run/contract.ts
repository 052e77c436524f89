import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { CRON_CALL } from "@/lib/http/cron";

export const ZMessageMailRun = z
  .object({
    conversations: z.number().int().meta({ description: "Conversations (sender → receiver) with a due mail that the run handled." }),
    mailed: z.number().int().meta({ description: "Mails sent: one per conversation, counting and quoting its messages still unread." }),
    postponed: z
      .number()
      .int()
      .meta({ description: "Conversations mailed in the last 10 minutes: their messages are due again at the window's end." }),
    skipped: z
      .number()
      .int()
      .meta({ description: "Conversations whose receiver turned the mail off, or whose sender or receiver deleted the account." }),
    isComplete: z.boolean().meta({ description: "False when more was due than one run does: call again." }),
  })
  .meta({ id: "MessageMailRun" });

export const GET = endpoint({
  tag: "Service",
  summary: "Deliver the due new-message mails (the scheduler's call)",
  description: `${CRON_CALL.note} A new message's mail waits MESSAGE_MAIL_DELAY_MINUTES (default 5) and goes only if the message is still unread then: one mail per conversation, at most one in 10 minutes, to a receiver whose mail is switched on. Requests to the messages' endpoints deliver due mails in passing too; this run is for when nobody is on the site. Bounded (500 conversations a run) and safe to rerun or run twice at once: nothing is mailed twice.`,
  auth: "none",
  errors: CRON_CALL.errors,
  responses: [{ status: 200, description: "What the run did.", schema: okAnswer({ run: ZMessageMailRun }) }],
});
