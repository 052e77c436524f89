"use client";
import { useTranslations } from "#i18n/texts";
import { useCallback } from "react";
import type { TV } from "./messages";

/** The validation-text translator that the schema factories (the schemas.ts factories) take. */
export function useValidationMessages(): TV {
  const t = useTranslations("Validation");
  return useCallback<TV>((key) => t(key), [t]);
}
