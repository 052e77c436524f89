"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { payoutAccountApi, type TPayoutAccountDto, type TPayoutRequirement } from "@/lib/payouts/linked-account-client";
import { payoutAccountKeys } from "@/lib/payouts/linked-account-keys";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";
import { PayoutAccountForm } from "./payout-account-form";

const TITLE_ID = "payouts-title";

/** Whether a failed call is the accept gate's: the seller has no activated linked account yet. */
export const isLinkedAccountRequired = (e: unknown) => e instanceof ApiError && e.code === "LINKED_ACCOUNT_REQUIRED";

/** Brings the dashboard's Payouts into view and moves the focus to it (where the accept gate sends the seller). */
export function goToPayouts() {
  const title = document.getElementById(TITLE_ID);
  if (!title) return;
  title.scrollIntoView({ behavior: "smooth", block: "start" });
  title.focus({ preventScroll: true });
}

const stateStyles: Record<TPayoutAccountDto["state"], string> = {
  created: "bg-amber-100 text-amber-900 ring-amber-300",
  under_review: "bg-sky-100 text-sky-900 ring-sky-300",
  needs_clarification: "bg-amber-100 text-amber-900 ring-amber-300",
  activated: "bg-green-100 text-green-900 ring-green-300",
  suspended: "bg-red-100 text-red-900 ring-red-300",
};

/** Which of the seller's details a requirement of Razorpay's is about, by the field it names. */
function requirementTopic(field: string): "pan" | "bank" | "ifsc" | "name" | "phone" | "address" | "other" {
  if (/pan$/.test(field)) return "pan";
  if (/account_number$/.test(field)) return "bank";
  if (/ifsc/.test(field)) return "ifsc";
  if (/name$/.test(field)) return "name";
  if (/phone/.test(field)) return "phone";
  if (/address|street|city|state|postal/.test(field)) return "address";
  return "other";
}

/**
 * The dashboard's Payouts: with Razorpay, the seller's bank account linked through Route (its state, what
 * Razorpay asked about, and the form to link it or send it again); with the mock provider, how our team
 * pays sellers instead.
 */
export function SellerPayouts() {
  const t = useTranslations("Payouts");
  const { errorText } = useErrorText();
  const query = useQuery({ queryKey: payoutAccountKeys.mine(), queryFn: ({ signal }) => payoutAccountApi.mine(signal) });
  const account = query.data?.account ?? null;

  return (
    <section id="payouts" aria-labelledby={TITLE_ID} className="scroll-mt-20 space-y-3">
      <h2 id={TITLE_ID} tabIndex={-1} className="text-lg font-bold text-stone-900 outline-none">
        {t("title")}
      </h2>
      {query.isPending ? (
        <LoadingStatus label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry
          message={errorText(query.error, { fallback: t("loadFailed") })}
          retryLabel={t("retry")}
          onRetry={() => query.refetch()}
        />
      ) : query.data.provider === "mock" ? (
        <p className="text-sm text-stone-700">{t("mockIntro")}</p>
      ) : (
        <>
          <p className="text-sm text-stone-700">{t("intro")}</p>
          {account && <LinkedAccount account={account} />}
          {(!account || account.can_resend) && (
            <Card className="p-4 sm:p-6">
              <PayoutAccountForm mode={account ? "resend" : "link"} />
            </Card>
          )}
        </>
      )}
    </section>
  );
}

function LinkedAccount({ account }: { account: TPayoutAccountDto }) {
  const t = useTranslations("Payouts");
  const state = t(`states.${account.state}`);
  const figures = [
    { label: t("accountName"), value: account.legal_name },
    { label: t("accountPan"), value: account.pan_masked },
    { label: t("accountNumberMasked"), value: account.account_masked },
    { label: t("accountIfsc"), value: account.ifsc },
  ];
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{t("linkedTitle")}</h3>
        <span
          className={cn(
            "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset",
            stateStyles[account.state],
          )}
        >
          <span className="sr-only">{t("stateLabel", { state })}</span>
          <span aria-hidden="true">{state}</span>
        </span>
      </div>
      <p className="text-sm text-stone-700">{t(`stateText.${account.state}`)}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="min-w-0">
            <dt className="text-stone-600">{f.label}</dt>
            <dd className="font-medium break-all text-stone-900">{f.value}</dd>
          </div>
        ))}
      </dl>
      {account.requirements.length > 0 && <Requirements requirements={account.requirements} />}
    </Card>
  );
}

function Requirements({ requirements }: { requirements: TPayoutRequirement[] }) {
  const t = useTranslations("Payouts");
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{t("asked")}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {requirements.map((r) => (
          <li key={r.field}>
            <span className="font-medium">{t(`requirement.${requirementTopic(r.field)}`)}</span>
            {r.description && <span className="block wrap-anywhere">{t("requirementSaid", { text: r.description })}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
