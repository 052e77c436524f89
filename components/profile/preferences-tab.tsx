"use client";
import { useTranslations } from "#i18n/texts";
import { useState, useTransition } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { currentSearch, persistLocale } from "@/lib/i18n/locale-memory";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { isLocale, languages, type TLocale } from "@/lib/i18n/routing";
import { profileApi, type TProfileDto } from "@/lib/profile/client";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useApplyProfile } from "./use-profile";

/**
 * The language of the site and of my mails. Saving stores it on the account, remembers it on this
 * device (like the header's switcher) and shows this page in it at once.
 */
export function PreferencesTab({ profile }: { profile: TProfileDto }) {
  const t = useTranslations("Profile");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const applyProfile = useApplyProfile();
  const pathname = usePathname();
  const router = useRouter();
  const [locale, setLocale] = useState<TLocale>(profile.locale);
  const [isSaving, setIsSaving] = useState(false);
  const [isNavigating, startTransition] = useTransition();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setIsSaving(true);
    try {
      const saved = await profileApi.updatePreferences({ locale });
      applyProfile(saved);
      persistLocale(saved.locale);
      const tNext = saved.locale;
      startTransition(() => router.replace(`${pathname}${currentSearch()}`, { locale: tNext, scroll: false }));
      toast({ key: "preferences", description: t("preferences.saved"), variant: "success" });
    } catch (err) {
      toast({ key: "preferences", description: errorText(err, { fallback: t("preferences.failed") }), variant: "destructive" });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} className="max-w-md space-y-5">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-stone-900">{t("preferences.title")}</h2>
        <p className="text-sm text-stone-600">{t("preferences.help")}</p>
      </div>
      <Select label={t("preferences.language")} value={locale} onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}>
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </Select>
      <Button type="submit" isLoading={isSaving || isNavigating}>
        {t("preferences.save")}
      </Button>
    </form>
  );
}
