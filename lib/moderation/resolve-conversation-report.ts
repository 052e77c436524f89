import "server-only";
import { getDb } from "@/lib/db";
import { conversationWarningMail } from "@/lib/email/listing-moderation-mails";
import { runAfterResponse } from "@/lib/http/after";
import { AppError } from "@/lib/http/errors";
import { recordAudit } from "./audit";
import { resolvedBy, sendEach, type TActor } from "./listing-moderation";

/**
 * A moderator closes an open conversation report: dismissed (nothing wrong), or actioned, which mails the
 * reported user a warning with the moderator's reason.
 */
export async function resolveConversationReport({
  reportId,
  actor,
  outcome,
  reason,
}: {
  reportId: string;
  actor: TActor;
  outcome: "dismissed" | "actioned";
  reason: string;
}) {
  const reportedUserId = await getDb().$transaction(async (tx) => {
    const closed = await tx.conversationReport.updateMany({ where: { id: reportId, status: "open" }, data: resolvedBy(actor, outcome) });
    const report = await tx.conversationReport.findUnique({ where: { id: reportId }, select: { reportedUserId: true } });
    if (!report) throw new AppError("CONVERSATION_REPORT_NOT_FOUND");
    if (closed.count === 0) throw new AppError("CONVERSATION_REPORT_CLOSED");
    await recordAudit(
      {
        actor,
        action: outcome === "dismissed" ? "conversation_report_dismissed" : "conversation_report_actioned",
        targetUserId: report.reportedUserId,
        reason,
      },
      tx,
    );
    return report.reportedUserId;
  });
  if (outcome === "actioned") {
    await runAfterResponse(async () => {
      const user = await getDb().user.findUnique({
        where: { id: reportedUserId },
        select: { id: true, name: true, email: true, locale: true },
      });
      if (user)
        await sendEach([{ to: user.email, userId: user.id, ...conversationWarningMail({ locale: user.locale, name: user.name, reason }) }]);
    });
  }
}
