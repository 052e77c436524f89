"use client";
import { useTranslations } from "#i18n/texts";
import { returnIntentOf } from "@/lib/routes";

/** The part of a return path after its `?` (the path is already checked: safeNextPath). */
const queryOf = (nextPath: string) => nextPath.split("#")[0].split("?")[1] ?? "";

/**
 * On the sign-in and sign-up cards: what happens once signed in, when they were opened by a pet page's
 * action (the return path's intent: lib/routes.ts), so the person knows they will not lose their place.
 */
export function ReturnNote({ nextPath }: { nextPath?: string | null }) {
  const t = useTranslations("ReturnAfterSignIn");
  const intent = nextPath ? returnIntentOf(queryOf(nextPath)) : null;
  if (!intent) return null;
  return (
    <p role="note" className="mb-5 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {t(intent)}
    </p>
  );
}
