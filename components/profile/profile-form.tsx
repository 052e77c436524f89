"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#i18n/texts";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { profileApi, type TProfileDto } from "@/lib/profile/client";
import { BIO_MAX, makeProfileSchema } from "@/lib/profile/schemas";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { EmailInput } from "@/components/ui/email-input";
import { useApplyProfile } from "./use-profile";

const formValues = (p: TProfileDto) => ({
  name: p.name,
  email: p.email,
  location: p.location ?? "",
  bio: p.bio ?? "",
});

/**
 * Name, email, location, bio: checked with the server's schema, saved for real. The mobile number has a
 * part of its own (phone-verification.tsx: it is saved once its code is entered), so the form sends it back
 * as it is.
 */
export function ProfileForm({ profile }: { profile: TProfileDto }) {
  const t = useTranslations("Profile");
  const v = useValidationMessages();
  const schema = useMemo(() => makeProfileSchema(v).omit({ phone: true }), [v]);
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const applyProfile = useApplyProfile();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const { register, handleSubmit, setError, reset, control, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: formValues(profile),
  });
  const email = useWatch({ control, name: "email" });
  const bio = useWatch({ control, name: "bio" }) ?? "";
  const isEmailEdited = (email ?? "").trim().toLowerCase() !== profile.email;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await profileApi.update({ ...input, phone: profile.phone });
      applyProfile(answer.profile);
      reset(formValues(answer.profile));
      if (answer.isEmailChanged) {
        setPendingEmail(answer.profile.email);
        toast({
          key: "profile-form",
          description: answer.isVerificationSent ? t("form.savedVerify", { email: answer.profile.email }) : t("form.savedVerifyMailFailed"),
          variant: "success",
          durationMs: 8000,
        });
      } else {
        toast({ key: "profile-form", description: t("form.saved"), variant: "success" });
      }
    } catch (e) {
      applyFieldErrors(e, setError, ["name", "email", "location", "bio"], fieldErrorText);
      toast({ key: "profile-form", description: errorText(e, { fallback: t("form.failed") }), variant: "destructive" });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="max-w-2xl space-y-5">
      <h2 className="text-lg font-bold text-stone-900">{t("form.title")}</h2>
      {pendingEmail && (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t("form.verifyNewEmail", { email: pendingEmail })}
        </p>
      )}
      <Input label={t("form.name")} autoComplete="name" error={formState.errors.name?.message} {...register("name")} />
      <EmailInput
        label={t("form.email")}
        hint={isEmailEdited ? t("form.emailChangeHint") : undefined}
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <Input
        label={t("form.location")}
        autoComplete="address-level2"
        placeholder={t("form.locationPlaceholder")}
        error={formState.errors.location?.message}
        {...register("location")}
      />
      <Textarea
        label={t("form.bio")}
        rows={4}
        placeholder={t("form.bioPlaceholder")}
        hint={t("form.bioCount", { count: bio.length, max: BIO_MAX })}
        error={formState.errors.bio?.message}
        {...register("bio")}
      />
      <Button type="submit" isLoading={formState.isSubmitting}>
        {t("form.save")}
      </Button>
    </form>
  );
}
