"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { applicationsApi } from "@/lib/applications/client";
import type { TMyApplicationDto } from "@/lib/applications/responses";
import { formatDate, formatPrice } from "@/lib/format";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { REHOMING_PAY_HOURS } from "@/lib/rehoming/constants";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { useToast } from "@/components/ui/toast";
import { ApplicationStatus } from "./application-status";

/** My applications, newest first: status, the fee, withdraw (after a confirmation), and the order to pay when chosen. */
export function MyApplications({ applications }: { applications: TMyApplicationDto[] }) {
  const t = useTranslations("Applications");
  const locale = useLocale();
  const router = useRouter();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const [withdrawing, setWithdrawing] = useState<TMyApplicationDto | null>(null);
  const [isPending, setPending] = useState(false);

  if (!applications.length)
    return (
      <div className="space-y-3 rounded-lg bg-stone-100 p-4 text-stone-800">
        <p>{t("mineEmpty")}</p>
        <Link href="/pets?mode=rehoming" className={buttonClasses({})}>
          {t("browse")}
        </Link>
      </div>
    );

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    setPending(true);
    try {
      await applicationsApi.withdraw(withdrawing.id);
      toast({ description: t("withdrawnToast") });
      setWithdrawing(null);
      router.refresh();
    } catch (e) {
      toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <ul className="space-y-3">
        {applications.map((a) => (
          <li key={a.id} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-xs" data-testid="my-application">
            {a.pet_image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a 480 px rendition already, as on the order cards
              <img src={a.pet_image} alt="" width={72} height={72} className="size-18 shrink-0 rounded-lg object-cover" />
            ) : (
              <div className="size-18 shrink-0 rounded-lg bg-stone-100" />
            )}
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link href={`/pets/${a.pet_id}`} className="font-semibold break-words text-stone-900 underline">
                  {a.pet_name}
                </Link>
                <ApplicationStatus status={a.status} />
              </div>
              <p className="text-sm text-stone-600">
                {t("sentOn", { date: formatDate(a.created_at, locale, "medium") })} · {t("fee", { fee: formatPrice(a.fee) })}
              </p>
              <div className="flex flex-wrap gap-2">
                {a.order_id && (a.status === "chosen" || a.status === "adopted") && (
                  <Link href={`/orders/${a.order_id}`} className={buttonClasses({ size: "sm" })}>
                    {a.status === "chosen" && a.pay_by ? t("payNow", { hours: REHOMING_PAY_HOURS }) : t("viewOrder")}
                  </Link>
                )}
                {a.can_withdraw && (
                  <Button variant="outline" size="sm" onClick={() => setWithdrawing(a)}>
                    {t("withdraw")}
                  </Button>
                )}
              </div>
              {a.status === "chosen" && a.pay_by && (
                <p className="text-sm font-medium text-stone-800">{formatDate(a.pay_by, locale, "deadline")}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={!!withdrawing}
        onClose={() => setWithdrawing(null)}
        title={withdrawing ? t("withdrawTitle", { pet: withdrawing.pet_name }) : ""}
        description={
          withdrawing
            ? withdrawing.status === "chosen"
              ? t("withdrawChosenBody", { pet: withdrawing.pet_name })
              : t("withdrawBody", { pet: withdrawing.pet_name })
            : undefined
        }
      >
        {withdrawing && (
          <DialogActions
            cancelLabel={t("cancel")}
            onCancel={() => setWithdrawing(null)}
            confirmLabel={t("withdraw")}
            variant="destructive"
            isPending={isPending}
            onConfirm={() => void confirmWithdraw()}
          />
        )}
      </Dialog>
    </>
  );
}
