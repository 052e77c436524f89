import { getTranslations } from "next-intl/server";
import type { TDisputeListItemDto } from "@/lib/disputes/responses";
import { disputeClocks, type TDisputeTimes } from "./disputes-clock-state";
import { AdminBadge } from "./admin-badge";
import { ClockLine, type TClockWords } from "./support-clocks";

// A dispute's two clocks on the console's server-rendered pages, in words relative to when the page was
// made ("due in 5 hours", "overdue: was due 2 hours ago"), as the support inbox shows its own
// (./support-clocks.tsx): acknowledge within 48 hours, decide within five working days (lib/disputes/clocks.ts).

/** "Acknowledge by" (48 hours) and "Decide by" (five working days), overdue in red. */
export async function DisputeClocks({ dispute, now }: { dispute: TDisputeTimes; now: Date }) {
  const t = await getTranslations("AdminDisputes.clock");
  const { acknowledge, decide } = disputeClocks(dispute, now);
  const words: TClockWords = {
    due: (time) => t("due", { time }),
    overdue: (time) => t("overdue", { time }),
    met: t("met"),
    metLate: t("metLate"),
  };
  return (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
      <ClockLine label={t("acknowledge")} clock={acknowledge} now={now} words={words} />
      <ClockLine label={t("decide")} clock={decide} now={now} words={words} />
    </div>
  );
}

/** A dispute's badges: overdue, a bank's chargeback, and its outcome once decided. */
export async function DisputeBadges({
  dispute,
  now,
}: {
  dispute: TDisputeTimes & Pick<TDisputeListItemDto, "source" | "outcome">;
  now: Date;
}) {
  const t = await getTranslations("AdminDisputes");
  const { isOverdue } = disputeClocks(dispute, now);
  return (
    <div className="flex flex-wrap gap-1.5">
      {isOverdue && <AdminBadge tone="red">{t("overdueBadge")}</AdminBadge>}
      {dispute.source === "chargeback" && <AdminBadge tone="amber">{t("chargebackBadge")}</AdminBadge>}
      {dispute.outcome ? (
        <AdminBadge tone={dispute.outcome === "release" ? "green" : "sky"}>{t(`outcome.${dispute.outcome}`)}</AdminBadge>
      ) : (
        <AdminBadge tone="amber">{t("filter.open")}</AdminBadge>
      )}
    </div>
  );
}

/** What the law asks of a marketplace's complaints, and our tighter promise, in plain words. */
export async function DisputesLaw() {
  const t = await getTranslations("AdminDisputes");
  return (
    <details open className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-800">
      <summary className="min-h-6 cursor-pointer font-semibold text-stone-900">{t("lawTitle")}</summary>
      <div className="mt-2 space-y-2">
        <p>{t("law")}</p>
        <p className="font-medium">{t("promise")}</p>
      </div>
    </details>
  );
}
