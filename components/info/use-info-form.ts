"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { useAuth } from "@/components/foundation/auth-provider";
import { useToast } from "@/components/ui/toast";

type TNamed = FieldValues & { name: string; email: string };

/**
 * The support and contact forms' shared behaviour: the shared zod schema, name and email prefilled for
 * a signed-in user, server field errors copied in, the success toast and a cleared form, or the failure toast.
 * `ticket` is the last request's ticket number from the answer ("PB-100234"), kept on screen until the
 * next one is sent: a toast goes, and the person needs the number to follow the request up.
 */
export function useInfoForm<T extends TNamed>({
  schema,
  empty,
  fields,
  send,
  successText,
  failureText,
}: {
  schema: z.ZodType<T, T>;
  empty: T;
  fields: readonly Path<T>[];
  send: (values: T) => Promise<{ ticket?: unknown }>;
  successText: string;
  failureText: string;
}) {
  const { user } = useAuth();
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const prefilled = (): T => ({ ...empty, name: user?.name ?? "", email: user?.email ?? "" });
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: prefilled() as DefaultValues<T> });
  const { getValues, setValue, reset, setError } = form;
  const [ticket, setTicket] = useState<string | null>(null);

  // The session can be confirmed after the first render (a stored token); fill what is still empty.
  useEffect(() => {
    if (!user) return;
    if (!getValues("name" as Path<T>)) setValue("name" as Path<T>, user.name as T[Path<T>]);
    if (!getValues("email" as Path<T>)) setValue("email" as Path<T>, user.email as T[Path<T>]);
  }, [user, getValues, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    setTicket(null);
    try {
      const answer = await send(values);
      setTicket(typeof answer.ticket === "string" ? answer.ticket : null);
      toast({ description: successText, variant: "success" });
      reset(prefilled());
    } catch (e) {
      applyFieldErrors(e, setError, fields, fieldErrorText);
      // The form's own failure text, unless the server said something the person can act on (e.g. wait: 429).
      toast({
        description: errorText(e, {
          fallback: failureText,
          networkFallback: failureText,
          byCode: { INTERNAL: failureText, INVALID_RESPONSE: failureText },
        }),
        variant: "destructive",
      });
    }
  });

  return { form, onSubmit, ticket };
}
