import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { formatDate } from "@/lib/format";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { searchUsers } from "@/lib/moderation/users";
import { MODERATION_USER_LIMITS, ZUserSearchQuery } from "@/lib/moderation/users-schemas";
import { AdminBadge } from "@/components/admin/admin-badge";
import { UserModerationActions } from "@/components/admin/users-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { fieldClasses } from "@/components/ui/input";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminUsers" });
  return { title: t("metaTitle") };
}

/** /admin/users: find a member by email or name; suspend or unsuspend them. */
export default async function AdminUsersPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  const me = await requireModerator();
  const t = await getTranslations("AdminUsers");
  const parsed = ZUserSearchQuery.safeParse({ q: firstParam((await searchParams).q) ?? undefined });
  const q = parsed.success ? parsed.data.q : undefined;
  const users = parsed.success ? await searchUsers({ q }) : [];

  return (
    <AddClientMessages namespaces={["AdminUsers", "Dialog"]}>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
          <p className="text-stone-700">{t("intro")}</p>
        </div>

        <form method="get" role="search" aria-label={t("searchFormLabel")} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <label htmlFor="admin-user-q" className="block text-sm font-medium text-stone-800">
              {t("searchLabel")}
            </label>
            <input
              id="admin-user-q"
              name="q"
              type="search"
              defaultValue={q ?? ""}
              maxLength={MODERATION_USER_LIMITS.query}
              autoComplete="off"
              placeholder={t("searchPlaceholder")}
              className={`${fieldClasses} border-stone-300 hover:border-stone-400`}
            />
          </div>
          <Button type="submit" className="sm:w-auto">
            {t("search")}
          </Button>
        </form>

        <p role="status" className="text-sm text-stone-700">
          {!parsed.success
            ? t("queryTooLong", { max: MODERATION_USER_LIMITS.query })
            : q
              ? t("resultsFor", { count: users.length, q })
              : t("newest", { count: users.length })}
          {users.length === MODERATION_USER_LIMITS.results && <> {t("limited", { max: MODERATION_USER_LIMITS.results })}</>}
        </p>

        {users.length > 0 && (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {users.map((u) => {
              const isSuspended = u.suspendedAt !== null;
              const canModerate = u.role === "user" && u.id !== me.user.id;
              return (
                <li key={u.id}>
                  <Card className={`flex h-full flex-col gap-3 p-4 ${isSuspended ? "border-red-200" : ""}`}>
                    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
                      <div className="min-w-0 flex-1">
                        <h2 className="font-bold wrap-anywhere text-stone-900">{u.name}</h2>
                        <p className="text-sm break-all text-stone-700">{u.email}</p>
                      </div>
                      <div className="flex flex-wrap gap-1.5">
                        {u.role !== "user" && <AdminBadge tone="brand">{t(`role.${u.role}`)}</AdminBadge>}
                        {isSuspended && <AdminBadge tone="red">{t("suspendedBadge")}</AdminBadge>}
                        <AdminBadge tone={u.isEmailVerified ? "green" : "amber"}>
                          {u.isEmailVerified ? t("verified") : t("unverified")}
                        </AdminBadge>
                      </div>
                    </div>
                    <dl className="grid grid-cols-2 gap-2 text-sm">
                      <div>
                        <dt className="text-stone-600">{t("memberSince")}</dt>
                        <dd className="font-medium text-stone-900">{formatDate(u.memberSince, locale, "medium")}</dd>
                      </div>
                      <div>
                        <dt className="text-stone-600">{t("listings")}</dt>
                        <dd className="font-medium text-stone-900">
                          {t("listingsCount", { active: u.activeListings, total: u.listings })}
                        </dd>
                      </div>
                    </dl>
                    {isSuspended && (
                      <div className="rounded-lg bg-red-50 p-3 text-sm text-red-950">
                        <p className="font-semibold">{t("suspendedOn", { date: formatDate(u.suspendedAt!, locale, "medium") })}</p>
                        <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{u.suspendedReason}</p>
                      </div>
                    )}
                    {canModerate && (
                      <div className="mt-auto flex justify-end pt-1">
                        <UserModerationActions member={{ id: u.id, name: u.name, email: u.email, isSuspended }} />
                      </div>
                    )}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </AddClientMessages>
  );
}
