"use client";
import { useState } from "react";
import { LEGAL_VERSION } from "@/lib/legal/version";
import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/components/foundation/auth-provider";
import type { TConsentTexts } from "./consent-banner";

/**
 * Once a new version of the terms or the privacy policy is published (lib/legal/version.ts), a signed-in
 * person who has not accepted it sees this, in the page's flow under the header (it covers nothing),
 * until they agree. Loaded by ./consent-banner.tsx only when it shows.
 */
export default function ConsentPrompt({ texts }: { texts: TConsentTexts }) {
  const { refreshUser } = useAuth();
  const [state, setState] = useState<"idle" | "saving" | "failed">("idle");

  async function agree() {
    setState("saving");
    try {
      // Loaded on the tap: every page carries the banner, few people ever press it.
      const { profileApi } = await import("@/lib/profile/client");
      await profileApi.acceptTerms({ version: LEGAL_VERSION });
      await refreshUser();
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <section aria-labelledby="consent-title" className="border-b border-brand-200 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="space-y-1">
          <h2 id="consent-title" className="font-semibold text-stone-900">
            {texts.title}
          </h2>
          <p className="text-sm text-stone-700">{texts.body}</p>
          {state === "failed" && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {texts.failed}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Link
            href="/privacy-policy"
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {texts.read}
          </Link>
          <Button onClick={() => void agree()} isLoading={state === "saving"}>
            {state === "saving" ? texts.saving : texts.agree}
          </Button>
        </div>
      </div>
    </section>
  );
}
