"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { formatDate } from "@/lib/format";
import type { TProfileDto } from "@/lib/profile/client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AlertIcon } from "@/components/ui/icons/alert";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { useSendVerification } from "@/components/account/use-send-verification";
import { AvatarEditor } from "./avatar-editor";

/** Photo, name, join date and the email's verification state with 'Send verification email'. */
export function ProfileHeader({ profile, showVerifyNotice }: { profile: TProfileDto; showVerifyNotice: boolean }) {
  const t = useTranslations("Profile");
  const locale = useLocale();

  const sendVerification = useSendVerification({ sentText: t("verificationSent"), failedText: t("verificationFailed") });

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <AvatarEditor profile={profile} />
        <div className="min-w-0 flex-1 space-y-3 text-center sm:text-left">
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-3xl">{profile.name}</h1>
            <p className="text-sm text-stone-600">{t("memberSince", { date: formatDate(profile.createdAt, locale, "monthYear") })}</p>
          </div>
          {profile.isEmailVerified ? (
            <p className="flex items-start justify-center gap-2 font-medium text-green-800 sm:justify-start">
              <CheckCircleIcon className="mt-0.5 shrink-0" />
              <span className="min-w-0 wrap-anywhere">{t("emailVerified", { email: profile.email })}</span>
            </p>
          ) : (
            <div
              role={showVerifyNotice ? "alert" : undefined}
              className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left"
            >
              <p className="flex items-start gap-2 font-medium text-amber-900">
                <AlertIcon className="mt-0.5 shrink-0 text-amber-700" />
                <span className="min-w-0 wrap-anywhere">
                  {showVerifyNotice ? t("verifyToCheckout", { email: profile.email }) : t("emailNotVerified", { email: profile.email })}
                </span>
              </p>
              <Button variant="secondary" onClick={() => sendVerification.mutate()} isLoading={sendVerification.isPending}>
                {t("sendVerification")}
              </Button>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
