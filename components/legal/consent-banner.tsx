"use client";
import { lazy, Suspense, type ReactNode } from "react";
import { useAuth } from "@/components/foundation/auth-provider";

export type TConsentTexts = { title: string; body: string; read: string; agree: string; saving: string; failed: string };

// Every page carries the banner; its prompt loads only for the few who have a version to accept (on the
// next page, if its script cannot be fetched now).
const ConsentPrompt = lazy(() =>
  import("./consent-prompt").then(
    (m) => ({ default: m.default as (props: { texts: TConsentTexts }) => ReactNode }),
    () => ({ default: () => null }),
  ),
);

/**
 * Asks a signed-in person to accept a new version of the terms or the privacy policy
 * (./consent-prompt.tsx). Its texts come from the server layout, so pages carry no extra catalogue for it.
 */
export function ConsentBanner({ texts }: { texts: TConsentTexts }) {
  const { user } = useAuth();
  if (!user || user.hasAcceptedTerms) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt texts={texts} />
    </Suspense>
  );
}
