"use client";
import { useTranslations } from "#i18n/texts";
import { useSearchParams } from "next/navigation";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { ErrorRetry } from "@/components/ui/query-state";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ProfileHeader } from "./profile-header";
import { ProfileStats } from "./profile-stats";
import { ProfileTabs } from "./profile-tabs";
import { useProfile } from "./use-profile";

/** /profile: who I am (photo, name, email state), my numbers, and the four tabs of settings. */
export function ProfileView() {
  const t = useTranslations("Profile");
  const { errorText } = useErrorText();
  const query = useProfile();
  const searchParams = useSearchParams();
  // The cart sends unverified buyers here; so does ?reason=verify from any other link.
  const isFromCheckout = searchParams.get("reason") === "verify";

  if (query.isPending) return <PageSpinner label={t("loading")} />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <ErrorRetry
          message={errorText(query.error, { fallback: t("loadFailed") })}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const { profile, stats } = query.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <ProfileHeader profile={profile} showVerifyNotice={isFromCheckout} />
      <ProfileStats stats={stats} />
      <ProfileTabs profile={profile} />
    </div>
  );
}
