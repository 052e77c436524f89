"use client";
import { useTranslations } from "#i18n/texts";
import { useMemo } from "react";
import { supportApi } from "@/lib/support/client";
import { makeSupportRequestSchema, SUPPORT_LIMITS, type TSupportRequest } from "@/lib/support/schemas";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { EmailInput } from "@/components/ui/email-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { InfoFormFrame } from "./info-form-frame";
import { TicketNotice } from "./ticket-notice";
import { useInfoForm } from "./use-info-form";

const EMPTY: TSupportRequest = { name: "", email: "", subject: "", message: "" };
const FIELDS = ["name", "email", "subject", "message"] as const;

/** The support request form: name, email, subject, message, all required; POST /server/support. */
export function SupportForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations("InfoForms");
  const v = useValidationMessages();
  const schema = useMemo(() => makeSupportRequestSchema(v), [v]);
  const { form, onSubmit, ticket } = useInfoForm({
    schema,
    empty: EMPTY,
    fields: FIELDS,
    send: supportApi.submitRequest,
    successText: t("supportSuccess"),
    failureText: t("supportFailed"),
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <InfoFormFrame id="support-form-title" title={t("supportTitle")} intro={t("supportIntro")} headingLevel={headingLevel}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="support-form-title">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input label={t("name")} autoComplete="name" maxLength={SUPPORT_LIMITS.name} error={errors.name?.message} {...register("name")} />
          <EmailInput label={t("email")} maxLength={SUPPORT_LIMITS.email} error={errors.email?.message} {...register("email")} />
        </div>
        <Input label={t("subject")} maxLength={SUPPORT_LIMITS.subject} error={errors.subject?.message} {...register("subject")} />
        <Textarea
          label={t("message")}
          rows={6}
          maxLength={SUPPORT_LIMITS.message}
          error={errors.message?.message}
          {...register("message")}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={formState.isSubmitting}>
          {t("supportSubmit")}
        </Button>
      </form>
      <TicketNotice ticket={ticket} />
    </InfoFormFrame>
  );
}
