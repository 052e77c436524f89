"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "#i18n/texts";
import { useEffect, useMemo, useRef } from "react";
import { useAuth } from "@/components/foundation/auth-provider";
import { cn } from "@/components/ui/cn";
import { useToast } from "@/components/ui/toast";
import { dedupeMessages } from "@/lib/messages/client";
import { messageKeys } from "@/lib/messages/keys";
import { useConversations, useThread } from "@/components/messages/use-messages";
import { petsApi } from "@/lib/pets/client";
import { petKeys } from "@/lib/pets/keys";
import { ChatPane } from "./chat-pane";
import { ConversationList } from "./conversation-list";
import { usePersonName } from "@/components/foundation/person-name";

const ID_MAX = 40;
/** A user or pet id from the URL, or null when it is missing or cannot be one. */
const idParam = (value: string | null) => (value && value.length <= ID_MAX ? value : null);

/**
 * The messages screen: conversations on the left, the chat on the right; on phones two steps.
 * The open conversation lives in the URL (`?with=<id>`, or `?receiverId=<id>&petId=<id>` from a pet
 * page), so the browser's back button goes from the chat to the list.
 */
export function MessagesView() {
  const t = useTranslations("Messages");
  const personName = usePersonName();
  const { user } = useAuth();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const receiverId = idParam(params.get("receiverId"));
  const withId = idParam(params.get("with"));
  const selectedId = withId ?? receiverId;
  // The pet belongs to the conversation the pet page opened, not to others picked from the list.
  const petId = selectedId && selectedId === receiverId ? idParam(params.get("petId")) : null;

  const conversations = useConversations();
  const thread = useThread(selectedId);
  const pet = useQuery({
    queryKey: petKeys.detail(petId ?? ""),
    queryFn: ({ signal }) => petsApi.get(petId!, signal),
    enabled: !!petId,
    staleTime: 60_000,
    retry: false,
  });

  const { messages, hasDuplicates } = useMemo(() => dedupeMessages(thread.data?.messages ?? []), [thread.data]);

  // Warn about duplicate ids once per answer that has them (not on every poll of the same data).
  const warnedFor = useRef<unknown>(null);
  useEffect(() => {
    if (hasDuplicates && warnedFor.current !== thread.data) {
      warnedFor.current = thread.data;
      toast({ description: t("duplicateIds") });
    }
  }, [hasDuplicates, thread.data, toast, t]);

  // Opening a conversation marks its messages to me read: the list's and the header's counts follow.
  const hadUnread = !!user && messages.some((m) => !m.is_read && m.sender_id !== user.id);
  useEffect(() => {
    if (hadUnread) {
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    }
  }, [hadUnread, thread.dataUpdatedAt, queryClient]);

  const known = conversations.data?.find((c) => c.other_user_id === selectedId);
  const rawName = thread.data?.participant?.name ?? known?.other_user_name ?? null;
  const participantName = rawName === null ? null : personName(rawName);
  // A conversation opened from a pet page with someone never written to is not in the list yet.
  const pending = selectedId && !known && conversations.data && participantName ? { id: selectedId, name: participantName } : null;

  return (
    <div className="mx-auto max-w-7xl px-0 sm:px-6 md:py-6">
      <h1
        className={cn(
          "px-4 pt-4 pb-3 text-2xl font-bold tracking-tight text-stone-900 sm:px-0 md:pt-0",
          selectedId && "sr-only md:not-sr-only",
        )}
      >
        {t("title")}
      </h1>
      <div className="grid h-[calc(100dvh-11.5rem)] grid-cols-1 min-h-[28rem] overflow-hidden border-stone-200 bg-white md:h-[calc(100dvh-10rem)] md:grid-cols-[20rem_1fr] md:rounded-2xl md:border md:shadow-xs lg:grid-cols-[24rem_1fr]">
        <div className={cn("min-h-0 border-stone-200 md:border-r", selectedId ? "hidden md:block" : "block")}>
          <ConversationList query={conversations} selectedId={selectedId} pending={pending} />
        </div>
        <div className={cn("min-h-0", selectedId ? "block" : "hidden md:block")}>
          <ChatPane
            key={selectedId ?? "none"}
            selectedId={selectedId}
            participantName={participantName}
            thread={thread}
            messages={messages}
            petId={petId}
            pet={pet.data ?? null}
          />
        </div>
      </div>
    </div>
  );
}
