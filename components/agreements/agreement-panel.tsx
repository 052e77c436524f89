"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "#i18n/texts";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { AGREEMENT_LANGS, agreementKeys, agreementsApi, type TAgreement, type TAgreementLocale } from "@/lib/agreements/client";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { formatDate } from "@/lib/format";

const isLang = (l: string): l is TAgreementLocale => (AGREEMENT_LANGS as readonly string[]).includes(l);

/**
 * The order's agreement on its page (docs/rehoming.md, "The agreement"): read it in English, Telugu or
 * Hindi (the page's language first), see who has signed, sign it with one's typed full name, and download
 * the PDF. The text signed is the one shown: its hash goes with the signature, and a text changed since
 * it was loaded is loaded again (AGREEMENT_CHANGED) before anyone can sign it.
 */
export function AgreementPanel({ orderId }: { orderId: string }) {
  const t = useTranslations("Agreement");
  const pageLocale = useLocale();
  const [lang, setLang] = useState<TAgreementLocale>(isLang(pageLocale) ? pageLocale : "en");
  const query = useQuery({
    queryKey: agreementKeys.detail(orderId, lang),
    queryFn: ({ signal }) => agreementsApi.get(orderId, lang, signal),
    // An order not accepted yet has none: nothing to retry.
    retry: (n, e) => !(e instanceof ApiError && (e.code === "AGREEMENT_NOT_FOUND" || e.code === "ORDER_NOT_FOUND")) && n < 2,
  });
  if (query.error instanceof ApiError && query.error.code === "AGREEMENT_NOT_FOUND") return null;

  return (
    <section aria-labelledby="agreement-title" className="mx-auto w-full max-w-5xl px-4 pb-6 sm:px-6 sm:pb-10">
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="agreement-title" className="text-lg font-bold text-stone-900 sm:text-xl">
            {t("panel.title")}
          </h2>
          <div role="group" aria-label={t("panel.language")} className="flex gap-1">
            {AGREEMENT_LANGS.map((l) => (
              <button
                key={l}
                type="button"
                lang={l}
                aria-pressed={l === lang}
                onClick={() => setLang(l)}
                className={buttonClasses({ variant: l === lang ? "primary" : "outline", size: "sm", className: "min-h-11 min-w-11" })}
              >
                {t(`languages.${l}`)}
              </button>
            ))}
          </div>
        </div>
        {query.isPending ? (
          <LoadingStatus label={t("panel.loading")} />
        ) : query.isError ? (
          <ErrorRetry message={t("panel.failed")} retryLabel={t("panel.retry")} onRetry={() => query.refetch()} />
        ) : (
          <AgreementBody agreement={query.data} />
        )}
      </Card>
    </section>
  );
}

function AgreementBody({ agreement: a }: { agreement: TAgreement }) {
  const t = useTranslations("Agreement");
  const locale = useLocale();
  const roleName = (role: "buyer" | "seller") =>
    t(`panel.roles.${a.mode === "rehoming" ? (role === "seller" ? "owner" : "adopter") : role}`);
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{a.mode === "rehoming" ? t("panel.introRehoming") : t("panel.introSale")}</p>
      <details open={a.can_sign} className="rounded-lg border border-stone-200 bg-stone-50">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand-800">{t("panel.show")}</summary>
        {/* It scrolls within its own height: focusable, so a keyboard can scroll it too. */}
        <article
          lang={a.lang}
          tabIndex={0}
          aria-label={a.title}
          data-testid="agreement-text"
          className="max-h-[60vh] space-y-3 overflow-y-auto px-3 pb-4 text-sm leading-relaxed text-stone-800"
        >
          <h3 className="text-base font-bold text-stone-900">{a.title}</h3>
          {a.sections.map((s) => (
            <div key={s.key} className="space-y-1">
              <h4 className="font-semibold text-stone-900">{s.heading}</h4>
              {s.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          ))}
          <p className="text-xs break-all text-stone-600">{t("panel.fingerprint", { hash: a.text_hash })}</p>
        </article>
      </details>

      <div className="space-y-2">
        <h3 className="font-semibold text-stone-900">{t("panel.signatures")}</h3>
        <ul className="space-y-1 text-sm text-stone-800" data-testid="agreement-signatures">
          {(["seller", "buyer"] as const).map((role) => {
            const s = a.signatures.find((x) => x.role === role);
            return (
              <li key={role}>
                {s
                  ? t("panel.signedBy", { name: s.typed_name, role: roleName(role), date: formatDate(s.signed_at, locale, "dateTime") })
                  : t("panel.notSigned", { role: roleName(role) })}
              </li>
            );
          })}
        </ul>
        {a.is_complete ? (
          <p className="text-sm font-semibold text-emerald-800">{t("panel.complete")}</p>
        ) : a.my_role && a.signatures.some((s) => s.role === a.my_role) ? (
          <p className="text-sm font-semibold text-emerald-800">{t("panel.youSigned")}</p>
        ) : null}
        {!a.my_role && <p className="text-sm text-stone-600">{t("panel.readOnly")}</p>}
      </div>

      {a.can_sign && <SignForm agreement={a} />}

      <a href={agreementsPdf(a)} download className={buttonClasses({ variant: "outline", className: "min-h-11 w-full sm:w-auto" })}>
        {t("panel.download")}
      </a>
    </div>
  );
}

const agreementsPdf = (a: TAgreement) => agreementsApi.pdfUrl(a.order_id, a.lang);

function SignForm({ agreement: a }: { agreement: TAgreement }) {
  const t = useTranslations("Agreement");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const sign = useMutation({
    mutationFn: (typedName: string) => agreementsApi.sign(a.order_id, { typedName, lang: a.lang, textHash: a.text_hash }),
    onSuccess: (next) => {
      queryClient.setQueryData(agreementKeys.detail(a.order_id, a.lang), next);
      toast({ description: t("panel.signedToast"), variant: "success" });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.code === "AGREEMENT_CHANGED") toast({ description: t("panel.changedToast"), variant: "destructive" });
      else setError(errorText(e, { fallback: t("panel.failed") }));
    },
    // Every language's copy knows of the signature (and a changed text is loaded again).
    onSettled: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const typed = name.replace(/\s+/g, " ").trim();
    if (typed.length < 2 || typed.length > 100) {
      setError(errorText(new ApiError({ status: 422, code: "AGREEMENT_NAME_INVALID", message: "" }), { fallback: "" }));
      return;
    }
    setError(undefined);
    sign.mutate(typed);
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
      <Input
        label={t("panel.typeName")}
        hint={t("panel.typeNameHint")}
        name="typed_name"
        autoComplete="name"
        value={name}
        maxLength={100}
        error={error}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={sign.isPending}>
        {sign.isPending ? t("panel.signing") : t("panel.sign")}
      </Button>
    </form>
  );
}
