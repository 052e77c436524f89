"use client";
import { useMemo } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { useValidationMessages } from "./use-validation";
import type { TV } from "./messages";

/**
 * A react-hook-form resolver whose schema, zod and the zod resolver load on first use instead of with
 * the page: about 45 KB of compressed script a phone would otherwise download and run before the form
 * can be touched. `preload` (put it on the form's onFocus) starts the download as soon as someone
 * starts filling the form, so it is there by the time they submit; the first validation waits for it
 * otherwise, and goes on without it when it cannot be downloaded. `load` receives the translated
 * validation texts, like the schema factories.
 */
export function useLazyResolver<TIn extends FieldValues, TOut>(load: (v: TV) => Promise<Resolver<TIn, unknown, TOut>>) {
  const v = useValidationMessages();
  return useMemo(() => {
    let pending: Promise<Resolver<TIn, unknown, TOut>> | null = null;
    const get = () => {
      // A failed download (network) is tried again on the next validation.
      pending ??= load(v).catch((e: unknown) => {
        pending = null;
        throw e;
      });
      return pending;
    };
    const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) => {
      let resolve: Resolver<TIn, unknown, TOut>;
      try {
        resolve = await get();
      } catch {
        // The checks could not be downloaded (connection lost): let the submit go on; the server checks
        // the same schema and its field errors are shown, or the form says the network failed.
        return { values: values as unknown as TOut, errors: {} };
      }
      return resolve(values, context, options);
    };
    return { resolver, preload: () => void get().catch(() => undefined) };
    // `load` is a module-level function in every form; the texts are what changes (the language).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [v]);
}
