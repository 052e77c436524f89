"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import type * as z from "zod";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { payoutAccountApi } from "@/lib/payouts/linked-account-client";
import { payoutAccountKeys } from "@/lib/payouts/linked-account-keys";
import {
  BUSINESS_TYPES,
  isPersonalBusiness,
  LINKED_ACCOUNT_LIMITS,
  makePayoutAccountFormSchema,
} from "@/lib/payouts/linked-account-schemas";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";

const FIELDS = [
  "business_type",
  "legal_name",
  "contact_name",
  "pan",
  "phone",
  "address_line1",
  "address_line2",
  "city",
  "state",
  "postal_code",
  "account_number",
  "account_number_confirm",
  "ifsc",
] as const;
type TSchema = ReturnType<typeof makePayoutAccountFormSchema>;
type TFormValues = z.input<TSchema>;

const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ""])) as Record<(typeof FIELDS)[number], string>;

/**
 * The seller's bank account for Route: who is paid (kind, name as on the PAN, PAN), a mobile number,
 * the registered address and the bank account (typed twice) with its IFSC, checked with the server's
 * schema. `mode` is how it is sent: a first link (POST) or the details again (PATCH).
 */
export function PayoutAccountForm({ mode }: { mode: "link" | "resend" }) {
  const t = useTranslations("Payouts");
  const v = useValidationMessages();
  const schema = useMemo(() => makePayoutAccountFormSchema(v), [v]);
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, control, formState } = useForm<TFormValues, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY, business_type: "individual" },
  });
  const businessType = useWatch({ control, name: "business_type" });
  const send = useMutation({
    mutationFn: ({ account_number_confirm: _confirm, ...input }: z.output<TSchema>) =>
      mode === "link" ? payoutAccountApi.link(input) : payoutAccountApi.resend(input),
    onSuccess: (account) => {
      queryClient.setQueryData(payoutAccountKeys.mine(), { provider: "razorpay", account });
      toast({ description: t("sent"), variant: "success" });
    },
    onError: (e) => {
      applyFieldErrors(e, setError, FIELDS, fieldErrorText);
      toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutAccountKeys.all }),
  });
  const error = (name: keyof TFormValues) => formState.errors[name]?.message;
  // Bank details are never offered back by the browser's autofill, nor kept by it.
  const secret = { autoComplete: "off", spellCheck: false } as const;

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit((values) => send.mutateAsync(values).catch(() => undefined))}
      className="space-y-5"
    >
      <div className="space-y-1">
        <h3 className="font-semibold text-stone-900">{t("formTitle")}</h3>
        <p className="text-sm text-stone-700">{t("formIntro")}</p>
      </div>
      <Select label={t("businessType")} error={error("business_type")} {...register("business_type")}>
        {BUSINESS_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`businessTypes.${type}`)}
          </option>
        ))}
      </Select>
      <Input
        label={t("legalName")}
        hint={t("legalNameHint")}
        autoComplete="name"
        maxLength={LINKED_ACCOUNT_LIMITS.legalName[1]}
        error={error("legal_name")}
        {...register("legal_name")}
      />
      {!isPersonalBusiness(businessType) && (
        <Input
          label={t("contactName")}
          hint={t("contactNameHint")}
          autoComplete="name"
          maxLength={LINKED_ACCOUNT_LIMITS.contactName[1]}
          error={error("contact_name")}
          {...register("contact_name")}
        />
      )}
      <Input
        label={t("pan")}
        hint={t("panHint")}
        autoCapitalize="characters"
        maxLength={12}
        error={error("pan")}
        {...secret}
        {...register("pan")}
      />
      <Input label={t("phone")} type="tel" inputMode="tel" autoComplete="tel" error={error("phone")} {...register("phone")} />
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-stone-900">{t("addressTitle")}</legend>
        <Input
          label={t("addressLine1")}
          autoComplete="address-line1"
          maxLength={LINKED_ACCOUNT_LIMITS.line}
          error={error("address_line1")}
          {...register("address_line1")}
        />
        <Input
          label={t("addressLine2")}
          autoComplete="address-line2"
          maxLength={LINKED_ACCOUNT_LIMITS.line}
          error={error("address_line2")}
          {...register("address_line2")}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Input
            label={t("city")}
            autoComplete="address-level2"
            maxLength={LINKED_ACCOUNT_LIMITS.city}
            error={error("city")}
            {...register("city")}
          />
          <Input
            label={t("state")}
            autoComplete="address-level1"
            maxLength={LINKED_ACCOUNT_LIMITS.state[1]}
            error={error("state")}
            {...register("state")}
          />
          <Input
            label={t("postalCode")}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            error={error("postal_code")}
            {...register("postal_code")}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-stone-900">{t("bankTitle")}</legend>
        <Input
          label={t("accountNumber")}
          inputMode="numeric"
          maxLength={22}
          error={error("account_number")}
          {...secret}
          {...register("account_number")}
        />
        <Input
          label={t("accountNumberConfirm")}
          inputMode="numeric"
          maxLength={22}
          error={error("account_number_confirm")}
          {...secret}
          {...register("account_number_confirm")}
        />
        <Input
          label={t("ifsc")}
          hint={t("ifscHint")}
          autoCapitalize="characters"
          maxLength={13}
          error={error("ifsc")}
          {...secret}
          {...register("ifsc")}
        />
      </fieldset>
      <Button type="submit" isLoading={formState.isSubmitting}>
        {mode === "link" ? t("submit") : t("resubmit")}
      </Button>
    </form>
  );
}
