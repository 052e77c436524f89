"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { useEffect, useRef } from "react";
import { useAuth } from "@/components/foundation/auth-provider";
import { PetThumbnail } from "@/components/listings/pet-thumbnail";
import { ChatApplicationBanner } from "@/components/applications/chat-application-banner";
import { cn } from "@/components/ui/cn";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { MessageIcon } from "@/components/ui/icons/message";
import { ShieldIcon } from "@/components/ui/icons/shield";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";
import { formatMessageTime, formatPrice } from "@/lib/format";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import type { TMessageDto, TThread } from "@/lib/messages/client";
import type { TPetDetailDto } from "@/lib/pets/client";
import { Avatar } from "./conversation-list";
import { MessageComposer } from "./message-composer";
import { ReportConversation } from "./report-conversation";
import { MessageSafetyNotice } from "./safety-notice";
import { usePersonName } from "@/components/foundation/person-name";

type TProps = {
  selectedId: string | null;
  participantName: string | null;
  thread: UseQueryResult<TThread>;
  /** The thread's messages, duplicates removed. */
  messages: TMessageDto[];
  petId: string | null;
  pet: TPetDetailDto | null;
};

/** The chat: who (and "Report conversation"), the pet talked about, the safety notice, the messages (a live log) and the composer. */
export function ChatPane({ selectedId, participantName, thread, messages, petId, pet }: TProps) {
  const t = useTranslations("Messages");
  const { errorText } = useErrorText();

  if (!selectedId) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center text-stone-700">
        <MessageIcon className="size-10 text-brand-700" />
        <p>{t("selectConversation")}</p>
      </div>
    );
  }

  const name = participantName ?? "";
  const canWrite = !!participantName && !thread.isError;

  return (
    <section aria-label={name ? t("messagesWith", { name }) : t("title")} className="flex h-full flex-col">
      <div className="flex items-center gap-2 border-b border-stone-200 px-2 py-2 md:px-4">
        <Link
          href="/messages"
          aria-label={t("back")}
          title={t("back")}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
        >
          <ChevronLeftIcon className="size-6" />
        </Link>
        {name && <Avatar name={name} className="size-9" />}
        <h2 className="min-w-0 truncate text-lg font-semibold text-stone-900">{name}</h2>
        {/* Only someone we have exchanged a message with can be reported (the server checks too). */}
        {canWrite && messages.length > 0 && <ReportConversation userId={selectedId} petId={petId} />}
      </div>

      <div className="space-y-2 border-b border-stone-200 bg-stone-50 px-3 py-2 md:px-4">
        {petId && pet && <PetSummary pet={pet} />}
        <SafetyNotice />
      </div>
      <ChatApplicationBanner otherUserId={selectedId} />

      {thread.isPending ? (
        <div className="flex-1 px-4">
          <LoadingStatus label={t("loadingMessages")} />
        </div>
      ) : thread.isError ? (
        <div className="flex-1 p-4">
          <ErrorRetry
            message={errorText(thread.error, { fallback: t("fetchMessagesFailed"), byCode: { USER_NOT_FOUND: t("userNotFound") } })}
            retryLabel={t("retry")}
            onRetry={() => void thread.refetch()}
          />
        </div>
      ) : (
        <MessageLog name={name} messages={messages} />
      )}

      <MessageComposer receiverId={selectedId} receiverName={name} petId={petId} disabled={!canWrite} />
    </section>
  );
}

/**
 * The messages, oldest first, kept scrolled to the newest; new ones are announced politely. "Seen" (a
 * word, in the log's reading order, so it is read out too) sits under the last message I sent once the
 * other person has read it; the live stream's message.read refreshes the thread.
 */
function MessageLog({ name, messages }: { name: string; messages: TMessageDto[] }) {
  const t = useTranslations("Messages");
  const personName = usePersonName();
  const locale = useLocale();
  const { user } = useAuth();
  const ref = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const lastMine = messages.findLast((m) => m.sender_id === user?.id);
  const seenId = lastMine?.is_read ? lastMine.id : null;

  // "Seen" appearing under the newest message keeps it in view too.
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId, seenId]);

  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={t("messagesWith", { name })}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 md:px-4"
    >
      <ol className="space-y-3">
        {messages.length === 0 && <li className="py-8 text-center wrap-anywhere text-stone-600">{t("noMessagesYet", { name })}</li>}
        {messages.map((m, i) => {
          const isMine = m.sender_id === user?.id;
          // The pet a message is about, shown when the talk turns to it (not on every message).
          const petName = m.pet_name && m.pet_name !== messages[i - 1]?.pet_name ? m.pet_name : null;
          return (
            <li key={m.id} className={cn("flex flex-col", isMine ? "items-end" : "items-start")}>
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-3.5 py-2 wrap-anywhere md:max-w-[70%]",
                  isMine ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-stone-100 text-stone-900",
                )}
              >
                <p className="text-xs font-semibold">{isMine ? t("you") : personName(m.sender_name)}</p>
                {petName && <p className={cn("text-xs", isMine ? "text-brand-100" : "text-brand-800")}>{petName}</p>}
                {/* User text: rendered as text, line breaks kept. */}
                <p className="text-base whitespace-pre-wrap">{m.message}</p>
              </div>
              <time dateTime={m.created_at} className="mt-0.5 px-1 text-xs text-stone-600">
                {formatMessageTime(m.created_at, locale)}
              </time>
              {/* What the server spotted in a message I received (never on my own): a notice, the text untouched. */}
              {!isMine && <MessageSafetyNotice signals={m.safety} />}
              {m.id === seenId && (
                <p className="mt-0.5 flex items-center gap-1 px-1 text-xs font-semibold text-stone-700">
                  <CheckCircleIcon aria-hidden="true" className="size-3.5" />
                  {t("seen")}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The pet the conversation is about (from the pet page's Contact seller): photo, name, price, link. */
function PetSummary({ pet }: { pet: TPetDetailDto }) {
  const t = useTranslations("Messages");
  return (
    <div className="flex items-center gap-3">
      <PetThumbnail src={pet.thumbnails[0] ?? pet.images[0]} alt={t("petPhoto", { name: pet.name })} px={48} className="size-12" />
      <div className="min-w-0 flex-1">
        <p className="sr-only">{t("aboutPet")}</p>
        <p className="truncate font-semibold text-stone-900">{pet.name}</p>
        <p className="flex gap-1.5 truncate text-sm text-stone-700">
          <span className="truncate">{pet.breed}</span>
          <span aria-hidden="true">·</span>
          <span className="font-semibold text-stone-900">{formatPrice(pet.price)}</span>
        </p>
      </div>
      <Link
        href={`/pets/${pet.id}`}
        className="max-w-[40%] shrink-0 truncate rounded-md px-2 py-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {t("viewPet", { name: pet.name })}
      </Link>
    </div>
  );
}

/** The chat shows a short safety notice (meet in person, never pay outside PawBazaar). */
function SafetyNotice() {
  const t = useTranslations("PetDetail");
  return (
    <aside aria-label={t("safetyTitle")} className="flex gap-2 text-sm text-amber-950">
      <ShieldIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <p className="space-x-1">
        <span className="font-semibold">{t("safetyTitle")}</span>
        <span>{t("safetyMeet")}</span>
        <span>{t("safetyPay")}</span>
      </p>
    </aside>
  );
}
