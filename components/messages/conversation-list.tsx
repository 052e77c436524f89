"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { cn } from "@/components/ui/cn";
import { CountBadge } from "@/components/ui/count-badge";
import { EmptyState } from "@/components/ui/empty-state";
import { MessageIcon } from "@/components/ui/icons/message";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";
import { formatMessageTime } from "@/lib/format";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import type { TConversationDto } from "@/lib/messages/client";
import { usePersonName } from "@/components/foundation/person-name";

type TProps = {
  query: UseQueryResult<TConversationDto[]>;
  selectedId: string | null;
  /** A new conversation (opened from a pet page) that has no message yet. */
  pending: { id: string; name: string } | null;
};

const itemClasses =
  "flex w-full gap-3 px-4 py-3 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-[current=true]:bg-brand-50";

/** The conversation list: name, pet, last message, time and unread badge; one link per conversation. */
export function ConversationList({ query, selectedId, pending }: TProps) {
  const t = useTranslations("Messages");
  const personName = usePersonName();
  const locale = useLocale();
  const { errorText } = useErrorText();

  let body;
  if (query.isPending)
    body = (
      <div className="px-4">
        <LoadingStatus label={t("loadingConversations")} />
      </div>
    );
  else if (query.isError)
    body = (
      <div className="p-4">
        <ErrorRetry
          message={errorText(query.error, { fallback: t("fetchConversationsFailed") })}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  else if (query.data.length === 0 && !pending)
    body = (
      <div className="p-4">
        <EmptyState
          icon={<MessageIcon className="size-10 text-brand-700" />}
          title={t("noConversations")}
          hint={t("noConversationsHint")}
          href="/pets"
          action={t("browsePets")}
        />
      </div>
    );
  else
    body = (
      <ul className="divide-y divide-stone-100">
        {pending && (
          <li>
            <Link
              href={{ pathname: "/messages", query: { with: pending.id } }}
              aria-current={selectedId === pending.id ? "true" : undefined}
              className={itemClasses}
            >
              <Avatar name={pending.name} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-stone-900">{pending.name}</span>
                <span className="block truncate text-sm text-stone-600 italic">{t("newConversation")}</span>
              </span>
            </Link>
          </li>
        )}
        {query.data.map((c) => (
          <li key={c.other_user_id}>
            <Link
              href={{ pathname: "/messages", query: { with: c.other_user_id } }}
              aria-current={selectedId === c.other_user_id ? "true" : undefined}
              className={itemClasses}
            >
              <Avatar name={personName(c.other_user_name)} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn("truncate text-stone-900", c.unread_count > 0 ? "font-bold" : "font-semibold")}>
                    {personName(c.other_user_name)}
                  </span>
                  <time dateTime={c.last_message_time} className="shrink-0 text-xs text-stone-600">
                    {formatMessageTime(c.last_message_time, locale)}
                  </time>
                </span>
                {c.pet_name && <span className="block truncate text-sm font-medium text-brand-800">{c.pet_name}</span>}
                <span className="flex items-center justify-between gap-2">
                  <span className={cn("truncate text-sm", c.unread_count > 0 ? "font-medium text-stone-900" : "text-stone-600")}>
                    {c.last_message}
                  </span>
                  <CountBadge count={c.unread_count} label={t("unreadCount", { count: c.unread_count })} className="shrink-0" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <nav aria-label={t("conversations")} className="h-full overflow-y-auto">
      <h2 className="sr-only">{t("conversations")}</h2>
      {body}
    </nav>
  );
}

/** The first letter of a name in a circle (users have no photos in the conversation answer). */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900",
        className,
      )}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? ""}
    </span>
  );
}
