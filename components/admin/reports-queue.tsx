"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { moderationReportsApi, type TReportsQueue } from "@/lib/moderation/reports-client";
import { reportsQueueKeys } from "@/lib/moderation/reports-keys";
import { QueryProvider } from "@/components/foundation/query-provider";
import { ErrorRetry } from "@/components/ui/query-state";
import { ReportedConversationCard } from "./reported-conversation";
import { ReportedListingCard } from "./reported-listing";

/**
 * The moderators' reports queue (/admin): reported listings, one card each, then reported
 * conversations with their thread. The page reads the queue on the server; this keeps it current after
 * each action (every action asks for a reason and a confirmation in one dialog).
 */
export function ReportsQueue({ initial }: { initial: TReportsQueue }) {
  return (
    <QueryProvider>
      <Queue initial={initial} />
    </QueryProvider>
  );
}

function Queue({ initial }: { initial: TReportsQueue }) {
  const t = useTranslations("AdminReports");
  const { errorText } = useErrorText();
  const query = useQuery({
    queryKey: reportsQueueKeys.queue(),
    queryFn: ({ signal }) => moderationReportsApi.queue(signal),
    initialData: initial,
    staleTime: 15_000,
  });
  const { listings, conversations } = query.data;
  return (
    <div className="space-y-8">
      {query.isError && (
        <ErrorRetry
          message={errorText(query.error, { fallback: t("loadFailed") })}
          retryLabel={t("retry")}
          onRetry={() => query.refetch()}
        />
      )}
      <section aria-labelledby="reported-listings" className="space-y-3">
        <h2 id="reported-listings" className="text-lg font-bold text-stone-900">
          {t("listingsTitle")} <span className="font-normal text-stone-600">({listings.length})</span>
        </h2>
        {listings.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">{t("listingsEmpty")}</p>
        ) : (
          <ul className="space-y-4">
            {listings.map((item) => (
              <ReportedListingCard key={item.pet.id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reported-conversations" className="space-y-3">
        <h2 id="reported-conversations" className="text-lg font-bold text-stone-900">
          {t("conversationsTitle")} <span className="font-normal text-stone-600">({conversations.length})</span>
        </h2>
        {conversations.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">{t("conversationsEmpty")}</p>
        ) : (
          <ul className="space-y-4">
            {conversations.map((report) => (
              <ReportedConversationCard key={report.id} report={report} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
