"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { useMemo, useState, type ChangeEvent, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { ApiError } from "@/lib/api-client/fetch";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { isLocale } from "@/lib/i18n/routing";
import { shrinkPhoto } from "@/lib/images/shrink";
import { STATES, stateName } from "@/lib/law/states";
import { petKeys } from "@/lib/pets/keys";
import { todayInIndia } from "@/lib/pets/constants";
import { registrationApi, type TMyRegistration, type TMyRegistrationState } from "@/lib/sellers/registration-client";
import { registrationKeys } from "@/lib/sellers/registration-keys";
import {
  makeRegistrationSchema,
  REGISTRATION_LIMITS,
  REGISTRATION_TYPES,
  type TRegistrationForm,
  type TRegistrationFormInput,
} from "@/lib/sellers/registration-schemas";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { RegisteredBadge } from "@/components/listings/registered-badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { AlertIcon } from "@/components/ui/icons/alert";
import { Input } from "@/components/ui/input";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ErrorRetry } from "@/components/ui/query-state";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";

/**
 * The profile's Seller registration part: what the law asks of a breeder, pet shop or shelter, the
 * account's registration and its state (waiting, approved until a day, refused with the moderator's
 * reason, expired), and the form that sends or replaces it with its certificate (a photo or a PDF).
 * A verified mobile number (and email) comes first.
 */
export function SellerRegistrationTab() {
  const t = useTranslations("SellerRegistration");
  const { errorText } = useErrorText();
  const query = useQuery({ queryKey: registrationKeys.mine(), queryFn: ({ signal }) => registrationApi.get(signal) });

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-xl font-bold text-stone-900">{t("title")}</h2>
        <p className="max-w-3xl text-stone-700">{t("intro")}</p>
      </div>
      <LawExplainer />
      {query.isPending ? (
        <PageSpinner label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry
          message={errorText(query.error, { fallback: t("loadFailed") })}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <RegistrationState state={query.data} />
      )}
    </div>
  );
}

function LawExplainer() {
  const t = useTranslations("SellerRegistration.law");
  return (
    <details className="rounded-xl border border-stone-200 bg-stone-50 px-4 text-sm text-stone-800 open:pb-4">
      {/* One 44 px line: a touch target, the marker beside it. */}
      <summary className="min-h-11 cursor-pointer leading-[2.75rem] font-semibold text-stone-900">{t("summary")}</summary>
      <ul className="list-disc space-y-2 pl-5">
        <li>{t("petShop")}</li>
        <li>{t("breeder")}</li>
        <li>{t("shelter")}</li>
        <li>{t("individual")}</li>
        <li>{t("checked")}</li>
      </ul>
    </details>
  );
}

function RegistrationState({ state }: { state: TMyRegistrationState }) {
  const t = useTranslations("SellerRegistration");
  const canSend = state.isPhoneVerified && state.isEmailVerified;
  return (
    <div className="space-y-6">
      {state.registration && <CurrentRegistration registration={state.registration} heldListings={state.heldListings} />}
      {!state.isPhoneVerified && (
        <Notice>
          {t("needPhone")}{" "}
          <Link href="/profile" className="font-semibold underline">
            {t("needPhoneLink")}
          </Link>
        </Notice>
      )}
      {state.isPhoneVerified && !state.isEmailVerified && <Notice>{t("needEmail")}</Notice>}
      {canSend && <RegistrationForm registration={state.registration} />}
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

const STATUS_STYLES: Record<TMyRegistration["status"], string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-950",
  approved: "border-green-300 bg-green-50 text-green-950",
  refused: "border-red-300 bg-red-50 text-red-950",
  expired: "border-red-300 bg-red-50 text-red-950",
};

function CurrentRegistration({ registration: r, heldListings }: { registration: TMyRegistration; heldListings: number }) {
  const t = useTranslations("SellerRegistration");
  const tType = useTranslations("Listings.sellerType");
  const locale = useLocale();
  const l = isLocale(locale) ? locale : "en";
  const date = r.validUntil ? formatDate(r.validUntil, locale, "long") : null;
  const status =
    r.status === "pending"
      ? t("status.pending", { date: formatDate(r.submittedAt, locale, "long") })
      : r.status === "approved"
        ? date
          ? t("status.approvedUntil", { date })
          : t("status.approved")
        : r.status === "refused"
          ? t("status.refused")
          : t("status.expired", { date: date ?? "" });
  return (
    <section aria-labelledby="registration-current" className={cn("space-y-3 rounded-xl border p-4", STATUS_STYLES[r.status])}>
      <h3 id="registration-current" className="font-bold">
        {status}
      </h3>
      {r.status === "refused" && r.refusedReason && (
        <p className="wrap-anywhere whitespace-pre-line">{t("refusedReason", { reason: r.refusedReason })}</p>
      )}
      {r.status === "approved" && <RegisteredBadge registered={{ type: r.type, state: r.state }} className="bg-white" />}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("fields.type")}</dt>
        <dd>{tType(r.type)}</dd>
        <dt className="font-semibold">{t("fields.state")}</dt>
        <dd>{stateName(r.state, l)}</dd>
        <dt className="font-semibold">{t("fields.number")}</dt>
        <dd className="wrap-anywhere">{r.number}</dd>
        <dt className="font-semibold">{t("fields.validUntil")}</dt>
        <dd>{date ?? t("noDate")}</dd>
      </dl>
      <p className="text-sm">
        <a href={r.certificate.url} target="_blank" rel="noopener" className="font-semibold underline">
          {r.certificate.kind === "pdf" ? t("certificatePdf") : t("certificateImage")}
        </a>
      </p>
      {heldListings > 0 && <p className="text-sm font-medium">{t("held", { count: heldListings })}</p>}
      {r.status === "approved" && heldListings === 0 && <p className="text-sm">{t("approvedListings")}</p>}
    </section>
  );
}

type TFormValues = { type: string; state: string; number: string; validUntil: string };

/** The first day a registration may be valid until (the schema wants a day after today, in India). */
const tomorrow = () => new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function RegistrationForm({ registration }: { registration: TMyRegistration | null }) {
  const t = useTranslations("SellerRegistration");
  const tType = useTranslations("Listings.sellerType");
  const locale = useLocale();
  const l = isLocale(locale) ? locale : "en";
  const v = useValidationMessages();
  const schema = useMemo(() => makeRegistrationSchema(v), [v]);
  // The fields the form sends, and the server's errors it shows: the schema's own, as the server reads them.
  const fields = Object.keys(schema.shape) as (keyof TFormValues)[];
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const states = useMemo(() => [...STATES].sort((a, b) => a[l].localeCompare(b[l], l)), [l]);
  const { register, handleSubmit, setError, formState } = useForm<TFormValues, unknown, TRegistrationForm>({
    resolver: zodResolver(schema) as unknown as Resolver<TFormValues, unknown, TRegistrationForm>,
    defaultValues: {
      type: registration?.type ?? "",
      state: registration?.state ?? "",
      number: registration?.number ?? "",
      validUntil: "",
    } satisfies Record<keyof TRegistrationFormInput, string>,
  });
  const { errors, isSubmitting } = formState;

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    setFileError(undefined);
    setFile(e.target.files?.[0] ?? null);
  }

  const onSubmit = handleSubmit(async (values) => {
    if (!file) return setFileError(fieldErrorText("CERTIFICATE_REQUIRED"));
    if (file.type === "application/pdf" && file.size > REGISTRATION_LIMITS.pdfMaxBytes)
      return setFileError(fieldErrorText("CERTIFICATE_TOO_LARGE"));
    const form = new FormData();
    for (const key of fields) if (values[key]) form.append(key, String(values[key]));
    // A phone photo is made phone-sized first (lib/images/shrink.ts); a PDF goes as it is.
    form.append("certificate", file.type.startsWith("image/") ? await shrinkPhoto(file) : file);
    try {
      await registrationApi.submit(form);
      toast({ description: t("sent"), variant: "success" });
      await queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      await queryClient.invalidateQueries({ queryKey: petKeys.all });
    } catch (e) {
      applyFieldErrors(e, setError, fields, fieldErrorText);
      const certificate = e instanceof ApiError ? e.fieldCodes?.certificate?.[0] : undefined;
      if (certificate) setFileError(fieldErrorText(certificate));
      toast({ description: errorText(e, { fallback: t("sendFailed") }), variant: "destructive" });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-stone-200 p-4 sm:p-5">
      <div className="space-y-1">
        <h3 className="font-bold text-stone-900">{registration ? t("formReplace") : t("formTitle")}</h3>
        <p className="text-sm text-stone-700">{registration ? t("replaceHint") : t("formHint")}</p>
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Select label={t("fields.type")} error={errors.type?.message} {...register("type")}>
          <option value="">{t("chooseType")}</option>
          {REGISTRATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {tType(type)}
            </option>
          ))}
        </Select>
        <Select label={t("fields.state")} error={errors.state?.message} {...register("state")}>
          <option value="">{t("chooseState")}</option>
          {states.map((s) => (
            <option key={s.code} value={s.code}>
              {s[l]}
            </option>
          ))}
        </Select>
        <Input
          label={t("fields.number")}
          hint={t("numberHint")}
          autoComplete="off"
          maxLength={REGISTRATION_LIMITS.numberMax}
          error={errors.number?.message}
          {...register("number")}
        />
        <Input
          label={t("fields.validUntil")}
          hint={t("validUntilHint")}
          type="date"
          min={tomorrow()}
          error={errors.validUntil?.message}
          {...register("validUntil")}
        />
        <Input
          label={t("fields.certificate")}
          hint={t("certificateHint")}
          type="file"
          accept="image/*,application/pdf"
          onChange={onFile}
          error={fileError}
          className="sm:col-span-2"
        />
      </div>
      <Button type="submit" isLoading={isSubmitting} className="w-full sm:w-auto">
        {registration ? t("submitReplace") : t("submit")}
      </Button>
    </form>
  );
}
