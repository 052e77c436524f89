"use client";
import { useTranslations } from "#i18n/texts";
import { useMemo } from "react";
import { supportApi } from "@/lib/support/client";
import { makeContactMessageSchema, SUPPORT_LIMITS, type TContactMessage } from "@/lib/support/schemas";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { EmailInput } from "@/components/ui/email-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { InfoFormFrame } from "./info-form-frame";
import { TicketNotice } from "./ticket-notice";
import { useInfoForm } from "./use-info-form";

const EMPTY: TContactMessage = { name: "", email: "", message: "" };
const FIELDS = ["name", "email", "message"] as const;

/** The contact form: name, email, message, all required; POST /server/contact. */
export function ContactForm() {
  const t = useTranslations("InfoForms");
  const v = useValidationMessages();
  const schema = useMemo(() => makeContactMessageSchema(v), [v]);
  const { form, onSubmit, ticket } = useInfoForm({
    schema,
    empty: EMPTY,
    fields: FIELDS,
    send: supportApi.sendContactMessage,
    successText: t("contactSuccess"),
    failureText: t("contactFailed"),
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <InfoFormFrame id="contact-form-title" title={t("contactTitle")} intro={t("contactIntro")}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="contact-form-title">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input label={t("name")} autoComplete="name" maxLength={SUPPORT_LIMITS.name} error={errors.name?.message} {...register("name")} />
          <EmailInput label={t("email")} maxLength={SUPPORT_LIMITS.email} error={errors.email?.message} {...register("email")} />
        </div>
        <Textarea
          label={t("message")}
          rows={6}
          maxLength={SUPPORT_LIMITS.message}
          error={errors.message?.message}
          {...register("message")}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={formState.isSubmitting}>
          {t("contactSubmit")}
        </Button>
      </form>
      <TicketNotice ticket={ticket} />
    </InfoFormFrame>
  );
}
