"use client";
import { useTranslations } from "#i18n/texts";
import { useSearchParams } from "next/navigation";
import { useId, useRef, type KeyboardEvent } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import type { TProfileDto } from "@/lib/profile/client";
import { SavedSearches } from "@/components/alerts/saved-searches";
import { cn } from "@/components/ui/cn";
import { NotificationsTab } from "./notifications-tab";
import { PhoneVerification } from "./phone-verification";
import { PreferencesTab } from "./preferences-tab";
import { PrivacyTab } from "./privacy-tab";
import { ProfileForm } from "./profile-form";
import { SecurityTab } from "./security-tab";
import { SellerRegistrationTab } from "./seller-registration-tab";

export const PROFILE_TABS = ["profile", "security", "seller", "notifications", "alerts", "preferences", "privacy"] as const;
export type TProfileTab = (typeof PROFILE_TABS)[number];
const isTab = (v: string | null): v is TProfileTab => !!v && (PROFILE_TABS as readonly string[]).includes(v);

/**
 * The tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and select them;
 * only the selected tab is in the Tab order). The selected tab lives in the URL (?tab=), so a reload
 * or a shared link opens the same one.
 */
export function ProfileTabs({ profile }: { profile: TProfileDto }) {
  const t = useTranslations("Profile");
  const tAlerts = useTranslations("Alerts");
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const requested = searchParams.get("tab");
  const selected: TProfileTab = isTab(requested) ? requested : "profile";

  function select(tab: TProfileTab, focus = false) {
    const params = new URLSearchParams(searchParams.toString());
    if (tab === "profile") params.delete("tab");
    else params.set("tab", tab);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    if (focus) tabRefs.current[tab]?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const i = PROFILE_TABS.indexOf(selected);
    const next =
      e.key === "ArrowRight"
        ? PROFILE_TABS[(i + 1) % PROFILE_TABS.length]
        : e.key === "ArrowLeft"
          ? PROFILE_TABS[(i - 1 + PROFILE_TABS.length) % PROFILE_TABS.length]
          : e.key === "Home"
            ? PROFILE_TABS[0]
            : e.key === "End"
              ? PROFILE_TABS[PROFILE_TABS.length - 1]
              : null;
    if (!next) return;
    e.preventDefault();
    select(next, true);
  }

  const tabId = (tab: TProfileTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: TProfileTab) => `${baseId}-panel-${tab}`;

  return (
    <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div role="tablist" aria-label={t("tabs.label")} className="flex overflow-x-auto border-b border-stone-200 px-2 sm:px-4">
        {PROFILE_TABS.map((tab) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              // Only the shown panel exists, so only its tab points at it.
              aria-controls={isSelected ? panelId(tab) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
              className={cn(
                "-mb-px min-h-12 shrink-0 border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-4 sm:text-base",
                isSelected
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900",
              )}
            >
              {tab === "alerts" ? tAlerts("tab") : t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="p-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:p-6"
      >
        {selected === "profile" && (
          <div className="space-y-10">
            <ProfileForm profile={profile} />
            <PhoneVerification profile={profile} />
          </div>
        )}
        {selected === "security" && <SecurityTab />}
        {selected === "seller" && <SellerRegistrationTab />}
        {selected === "notifications" && <NotificationsTab profile={profile} />}
        {selected === "alerts" && <SavedSearches email={profile.email} />}
        {selected === "preferences" && <PreferencesTab profile={profile} />}
        {selected === "privacy" && <PrivacyTab />}
      </div>
    </div>
  );
}
