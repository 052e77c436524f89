"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { applicationsApi } from "@/lib/applications/client";
import { applicationKeys } from "@/lib/applications/keys";
import { Link } from "@/lib/i18n/navigation";

/**
 * "The chat knows the application": above a conversation, each application to adopt between the two
 * people ("Application for Bruno · Shortlisted"), linking the owner to it in their list and the applicant
 * to their applications. Nothing when there is none.
 */
export function ChatApplicationBanner({ otherUserId }: { otherUserId: string }) {
  const t = useTranslations("Applications");
  const query = useQuery({
    queryKey: applicationKeys.between(otherUserId),
    queryFn: ({ signal }) => applicationsApi.between(otherUserId, signal),
    staleTime: 60_000,
    retry: false,
  });
  if (!query.data?.length) return null;
  return (
    <ul className="space-y-1 border-b border-stone-200 bg-brand-50 px-4 py-2 text-sm" data-testid="chat-application">
      {query.data.map((a) => (
        <li key={a.id} className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate text-stone-900">{t("chatBanner", { pet: a.pet_name, status: t(`status.${a.status}`) })}</span>
          <Link
            href={a.role === "owner" ? `/pets/${a.pet_id}/applications#application-${a.id}` : "/applications"}
            className="shrink-0 font-medium text-brand-800 underline"
          >
            {t("chatOpen")}
          </Link>
        </li>
      ))}
    </ul>
  );
}
