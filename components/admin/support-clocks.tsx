import { useFormatter, useTranslations } from "next-intl";
import type { TClock } from "@/lib/moderation/support-clocks";
import type { TSupportRequestSummary } from "@/lib/moderation/support-responses";
import { cn } from "@/components/ui/cn";
import { AdminBadge } from "./admin-badge";

// The support inbox's shared pieces for its server-rendered pages: a request's status and kind, and its
// two clocks in words ("due in 5 hours", "overdue: was due 2 hours ago"), relative to when the page was made.

const STATUS_TONES = { open: "amber", answered: "sky", closed: "stone" } as const;

export function SupportStatusBadges({ request }: { request: Pick<TSupportRequestSummary, "status" | "kind" | "listing" | "isOverdue"> }) {
  const t = useTranslations("AdminSupport");
  return (
    <div className="flex flex-wrap gap-1.5">
      {request.isOverdue && <AdminBadge tone="red">{t("overdueBadge")}</AdminBadge>}
      <AdminBadge tone={STATUS_TONES[request.status]}>{t(`status.${request.status}`)}</AdminBadge>
      <AdminBadge tone="stone">{request.listing ? t("kind.appeal") : t(`kind.${request.kind}`)}</AdminBadge>
    </div>
  );
}

/** How a clock's state reads: its own namespace's words (AdminSupport.clock, AdminDisputes.clock). */
export type TClockWords = { due: (time: string) => string; overdue: (time: string) => string; met: string; metLate: string };

/** One clock in words, relative to when the page was made: shared by the support inbox and the disputes. */
export function ClockLine({ label, clock, now, words }: { label: string; clock: TClock; now: Date; words: TClockWords }) {
  const format = useFormatter();
  const when = format.relativeTime(new Date(clock.dueAt), now);
  const text =
    clock.state === "running"
      ? words.due(when)
      : clock.state === "overdue"
        ? words.overdue(when)
        : clock.state === "met"
          ? words.met
          : words.metLate;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-medium text-stone-700">{label}</span>
      <span
        className={cn(
          "font-semibold",
          clock.state === "overdue"
            ? "text-red-700"
            : clock.state === "running"
              ? "text-stone-900"
              : clock.state === "metLate"
                ? "text-amber-800"
                : "text-green-800",
        )}
      >
        {text}
      </span>
    </p>
  );
}

/** The acknowledge clock (24 hours, until the first reply) and the resolve clock (15 days, until closed). */
export function SupportClocks({ request, now }: { request: Pick<TSupportRequestSummary, "acknowledge" | "resolve">; now: Date }) {
  const t = useTranslations("AdminSupport.clock");
  const words: TClockWords = {
    due: (time) => t("due", { time }),
    overdue: (time) => t("overdue", { time }),
    met: t("met"),
    metLate: t("metLate"),
  };
  return (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
      <ClockLine label={t("acknowledge")} clock={request.acknowledge} now={now} words={words} />
      <ClockLine label={t("resolve")} clock={request.resolve} now={now} words={words} />
    </div>
  );
}
