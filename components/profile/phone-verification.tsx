"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#i18n/texts";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@/lib/api-client/fetch";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { PHONE_CODE_LIMITS } from "@/lib/phone/constants";
import { formatPhone } from "@/lib/phone/format";
import { makePhoneStartSchema, makePhoneVerifySchema, PHONE_TYPED_MAX } from "@/lib/phone/schemas";
import { profileApi, type TProfileDto } from "@/lib/profile/client";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { Button } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons/alert";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useApplyProfile } from "./use-profile";

type TSent = { phone: string };

/** A countdown in whole seconds: `start(n)` sets it going, once a second down to 0. */
function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, []);
  const stop = useCallback(() => setUntil(null), []);
  return { secondsLeft: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start, stop };
}

/** The seconds PHONE_CODE_WAIT said to wait, if that is what the failure was. */
const waitOf = (e: unknown) => (e instanceof ApiError && e.code === "PHONE_CODE_WAIT" ? Number(e.params?.seconds) || 0 : 0);

/**
 * The profile's mobile number: its state (verified or not), and confirming it with a 6-digit code sent by
 * SMS (POST /server/profile/phone, then /verify). The number is the person's own: other members never see it.
 */
export function PhoneVerification({ profile }: { profile: TProfileDto }) {
  const t = useTranslations("Profile");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const applyProfile = useApplyProfile();
  const isVerified = profile.phoneVerified && profile.phone !== null;
  // A verified number shows as it is until the person chooses to change it.
  const [isChanging, setIsChanging] = useState(false);
  const [sent, setSent] = useState<TSent | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const countdown = useCountdown();
  const { secondsLeft } = countdown;

  async function remove() {
    setIsRemoving(true);
    try {
      applyProfile(await profileApi.removePhone());
      setSent(null);
      setIsChanging(false);
      toast({ description: t("phone.removed"), variant: "success" });
    } catch (e) {
      toast({ description: errorText(e, { fallback: t("phone.removeFailed") }), variant: "destructive" });
    } finally {
      setIsRemoving(false);
    }
  }

  const removeButton = profile.phone ? (
    <Button variant="ghost" onClick={() => void remove()} isLoading={isRemoving}>
      {t("phone.remove")}
    </Button>
  ) : null;

  return (
    <section aria-labelledby="phone-title" className="max-w-2xl space-y-4">
      <div className="space-y-1">
        <h2 id="phone-title" className="text-lg font-bold text-stone-900">
          {t("phone.title")}
        </h2>
        <p className="text-sm text-stone-600">{t("phone.intro")}</p>
      </div>

      {profile.phone && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-base font-semibold text-stone-900 tabular-nums">{formatPhone(profile.phone)}</span>
          {isVerified ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2.5 py-1 text-sm font-semibold text-green-800">
              <CheckCircleIcon className="size-4 shrink-0" />
              {t("phone.verified")}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-900">
              <AlertIcon className="size-4 shrink-0 text-amber-700" />
              {t("phone.notVerified")}
            </span>
          )}
        </div>
      )}
      {!isVerified && <p className="text-sm text-stone-600">{t("phone.needed")}</p>}

      {isVerified && !isChanging && !sent ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setIsChanging(true)}>
            {t("phone.change")}
          </Button>
          {removeButton}
        </div>
      ) : sent ? (
        <CodeForm
          sent={sent}
          secondsLeft={secondsLeft}
          onResent={countdown.start}
          onWait={countdown.start}
          onVerified={(next) => {
            applyProfile(next);
            setSent(null);
            setIsChanging(false);
            countdown.stop();
            toast({ description: t("phone.verifiedToast"), variant: "success" });
          }}
          onOtherNumber={() => setSent(null)}
        />
      ) : (
        <NumberForm
          initial={!isVerified && profile.phone ? formatPhone(profile.phone) : ""}
          secondsLeft={secondsLeft}
          onSent={(answer) => {
            setSent({ phone: answer.phone });
            countdown.start(answer.resendAfter);
            toast({ description: t("phone.sent"), variant: "success" });
          }}
          onWait={countdown.start}
          extra={
            isChanging ? (
              <Button variant="ghost" onClick={() => setIsChanging(false)}>
                {t("phone.cancel")}
              </Button>
            ) : (
              removeButton
            )
          }
        />
      )}
    </section>
  );
}

/** The number to send a code to. */
function NumberForm({
  initial,
  secondsLeft,
  onSent,
  onWait,
  extra,
}: {
  initial: string;
  secondsLeft: number;
  onSent: (answer: { phone: string; resendAfter: number }) => void;
  onWait: (seconds: number) => void;
  extra: ReactNode;
}) {
  const t = useTranslations("Profile");
  const v = useValidationMessages();
  const schema = useMemo(() => makePhoneStartSchema(v), [v]);
  const { errorText, fieldErrorText } = useErrorText();
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { phone: initial } });

  const onSubmit = handleSubmit(async (input) => {
    try {
      onSent(await profileApi.sendPhoneCode(input));
    } catch (e) {
      const wait = waitOf(e);
      if (wait) onWait(wait);
      if (!applyFieldErrors(e, setError, ["phone"], fieldErrorText))
        setError("phone", { type: "server", message: errorText(e, { fallback: t("phone.sendFailed") }) }, { shouldFocus: true });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Input
        label={t("phone.label")}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_TYPED_MAX}
        placeholder={t("phone.placeholder")}
        hint={t("phone.hint")}
        error={formState.errors.phone?.message}
        {...register("phone")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={formState.isSubmitting} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t("phone.resendIn", { seconds: secondsLeft }) : t("phone.sendCode")}
        </Button>
        {extra}
      </div>
    </form>
  );
}

/** The code from the SMS, with "Resend code" after a minute. */
function CodeForm({
  sent,
  secondsLeft,
  onResent,
  onWait,
  onVerified,
  onOtherNumber,
}: {
  sent: TSent;
  secondsLeft: number;
  onResent: (resendAfter: number) => void;
  onWait: (seconds: number) => void;
  onVerified: (profile: TProfileDto) => void;
  onOtherNumber: () => void;
}) {
  const t = useTranslations("Profile");
  const v = useValidationMessages();
  const schema = useMemo(() => makePhoneVerifySchema(v), [v]);
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const [isResending, setIsResending] = useState(false);
  const { register, handleSubmit, setError, reset, setFocus, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: "" },
  });

  useEffect(() => setFocus("code"), [setFocus]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      onVerified(await profileApi.verifyPhone(input));
    } catch (e) {
      if (!applyFieldErrors(e, setError, ["code"], fieldErrorText))
        setError("code", { type: "server", message: errorText(e, { fallback: t("phone.verifyFailed") }) }, { shouldFocus: true });
    }
  });

  async function resend() {
    setIsResending(true);
    try {
      const answer = await profileApi.sendPhoneCode({ phone: sent.phone });
      reset({ code: "" });
      onResent(answer.resendAfter);
      toast({ description: t("phone.sent"), variant: "success" });
    } catch (e) {
      const wait = waitOf(e);
      if (wait) onWait(wait);
      toast({ description: errorText(e, { fallback: t("phone.sendFailed") }), variant: "destructive" });
    } finally {
      setIsResending(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm font-medium wrap-anywhere text-brand-900">
        {t("phone.codeSent", { phone: formatPhone(sent.phone), minutes: PHONE_CODE_LIMITS.validMinutes })}
      </p>
      <Input
        label={t("phone.codeLabel")}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={PHONE_CODE_LIMITS.digits + 2}
        className="max-w-48"
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t("phone.verify")}
        </Button>
        <Button variant="outline" onClick={() => void resend()} isLoading={isResending} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t("phone.resendIn", { seconds: secondsLeft }) : t("phone.resend")}
        </Button>
        <Button variant="ghost" onClick={onOtherNumber}>
          {t("phone.otherNumber")}
        </Button>
      </div>
    </form>
  );
}
