"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState } from "react";
import { usePersonName } from "@/components/foundation/person-name";
import { formatDate, formatMessageTime } from "@/lib/format";
import { moderationReportsApi, type TConversationAction, type TReportedConversation } from "@/lib/moderation/reports-client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { ActionBar } from "./action-bar";
import { AdminBadge } from "./admin-badge";
import { ReasonForm } from "./reason-form";
import { TicketLabel } from "./ticket-label";

/** A reported conversation in the reports queue (components/admin/reports-queue.tsx): the report, the thread, and what a moderator can do. */
export function ReportedConversationCard({ report }: { report: TReportedConversation }) {
  const t = useTranslations("AdminReports");
  const personName = usePersonName();
  const locale = useLocale();
  const headingId = `conversation-${report.id}`;
  const nameOf = (senderId: string) =>
    senderId === report.reporter.id ? personName(report.reporter.name) : personName(report.reportedUser.name);
  return (
    <li>
      <Card className="space-y-4 p-4">
        <div className="space-y-1">
          <h3 id={headingId} className="font-bold wrap-anywhere text-stone-900">
            {t("conversation.title", { reporter: personName(report.reporter.name), reported: personName(report.reportedUser.name) })}
          </h3>
          <p className="text-sm break-all text-stone-800">
            {t("conversation.reporter", { name: personName(report.reporter.name), email: report.reporter.email })}
          </p>
          <p className="text-sm break-all text-stone-800">
            {t("conversation.reported", { name: personName(report.reportedUser.name), email: report.reportedUser.email })}{" "}
            {report.reportedUser.isSuspended && <AdminBadge tone="red">{t("suspended")}</AdminBadge>}
          </p>
          {report.pet && <p className="text-sm wrap-anywhere text-stone-800">{t("conversation.about", { pet: report.pet.name })}</p>}
          <p className="text-sm text-stone-700">
            <TicketLabel ticket={report.ticket} /> ·{" "}
            <time dateTime={report.createdAt}>{formatDate(report.createdAt, locale, "medium")}</time>
          </p>
        </div>
        <div className="rounded-xl bg-stone-50 p-3 text-sm">
          <h4 className="font-semibold text-stone-800">{t("conversation.note")}</h4>
          <p className="mt-1 wrap-anywhere whitespace-pre-line text-stone-800">{report.note || t("conversation.noNote")}</p>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-stone-800">{t("conversation.thread")}</h4>
          {report.messages.length === 0 ? (
            <p className="mt-1 text-sm text-stone-700">{t("conversation.threadEmpty")}</p>
          ) : (
            <ol
              className="mt-2 max-h-96 space-y-2 overflow-y-auto rounded-xl border border-stone-200 p-3"
              tabIndex={0}
              aria-label={t("conversation.thread")}
            >
              {report.messages.map((m) => {
                const isReported = m.senderId === report.reportedUser.id;
                return (
                  <li
                    key={m.id}
                    className={`max-w-[85%] rounded-xl px-3 py-2 text-sm wrap-anywhere ${isReported ? "mr-auto bg-red-50 text-stone-900 ring-1 ring-red-200" : "ml-auto bg-white text-stone-900 ring-1 ring-stone-200"}`}
                  >
                    <p className="text-xs font-semibold text-stone-700">
                      {t("conversation.sentBy", { name: nameOf(m.senderId), date: formatMessageTime(m.createdAt, locale) })}
                    </p>
                    {/* What they wrote, as text. */}
                    <p className="mt-0.5 wrap-anywhere whitespace-pre-line">{m.body}</p>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
        <ActionBar>
          <ConversationActionButton report={report} action="dismiss" />
          <ConversationActionButton report={report} action="warn" />
        </ActionBar>
      </Card>
    </li>
  );
}

function ConversationActionButton({ report, action }: { report: TReportedConversation; action: TConversationAction }) {
  const t = useTranslations("AdminReports");
  const personName = usePersonName();
  const [isOpen, setIsOpen] = useState(false);
  const isWarn = action === "warn";
  const label = isWarn ? t("actions.warn") : t("actions.dismissConversation");
  const name = isWarn ? personName(report.reportedUser.name) : personName(report.reporter.name);
  return (
    <>
      <Button
        variant={isWarn ? "outline" : "secondary"}
        className={isWarn ? "text-red-700!" : undefined}
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={t("actionLabel", { action: label, name })}
      >
        {label}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={isWarn ? t("confirm.warnTitle", { name }) : t("confirm.dismissConversationTitle", { name })}
        description={isWarn ? t("confirm.warnText", { name }) : t("confirm.dismissConversationText")}
      >
        <ReasonForm
          isReasonRequired={isWarn}
          isShared={isWarn}
          confirmLabel={label}
          isDanger={isWarn}
          doneText={isWarn ? t("done.warn") : t("done.dismissConversation")}
          run={(reason) => moderationReportsApi.actOnConversation(report.id, action, reason)}
          onClose={() => setIsOpen(false)}
        />
      </Dialog>
    </>
  );
}
