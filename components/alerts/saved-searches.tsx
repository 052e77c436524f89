"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { alertsApi, type TSavedSearch } from "@/lib/alerts/client";
import { MAX_SAVED_SEARCHES } from "@/lib/alerts/constants";
import { alertKeys } from "@/lib/alerts/keys";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { BellIcon } from "@/components/ui/icons/bell";

/**
 * The profile's Alerts tab: my saved searches, each with its label, when it was saved, a link to its
 * results and Remove (gone from the list at once, back if the server says no).
 */
export function SavedSearches({ email }: { email: string }) {
  const t = useTranslations("Alerts");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const key = alertKeys.list(locale);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => alertsApi.list({ locale }, signal) });

  const remove = useMutation({
    mutationFn: (id: string) => alertsApi.remove(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TSavedSearch[]>(key);
      queryClient.setQueryData<TSavedSearch[]>(key, (list) => list?.filter((s) => s.id !== id));
      return { before };
    },
    onError: (_e, _id, ctx) => {
      if (ctx?.before) queryClient.setQueryData(key, ctx.before);
      toast({ description: t("removeFailed"), variant: "destructive" });
    },
    onSuccess: () => toast({ description: t("removed"), variant: "success" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });

  return (
    <div className="max-w-2xl space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-stone-900">{t("title")}</h2>
        <p className="text-sm text-stone-600">{t("intro", { email })}</p>
      </div>
      {query.isPending ? (
        <LoadingStatus label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 px-6 py-10 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <BellIcon className="size-6" />
          </span>
          <p className="text-lg font-semibold text-stone-900">{t("empty")}</p>
          <p className="text-stone-700">{t("emptyHint")}</p>
          <Link href="/pets" className={buttonClasses({ className: "mt-1" })}>
            {t("browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-600">{t("count", { count: query.data.length, max: MAX_SAVED_SEARCHES })}</p>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
            {query.data.map((search) => (
              <li key={search.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-stone-900">{search.label}</p>
                  <p className="text-sm text-stone-600">{t("savedOn", { date: formatDate(search.createdAt, locale, "medium") })}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link href={search.href} className={buttonClasses({ variant: "outline", size: "md", className: "flex-1 sm:flex-none" })}>
                    {t("open")}
                  </Link>
                  <Button
                    variant="ghost"
                    className="flex-1 text-red-800 hover:bg-red-50 sm:flex-none"
                    aria-label={t("removeLabel", { label: search.label })}
                    onClick={() => remove.mutate(search.id)}
                    disabled={remove.isPending && remove.variables === search.id}
                  >
                    {t("remove")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
