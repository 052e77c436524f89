"use client";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "@/components/foundation/auth-provider";
import { usePollInterval } from "@/components/live/live-status";
import { messagesApi } from "@/lib/messages/client";
import { messageKeys } from "@/lib/messages/keys";

// The live stream (components/live) brings the news; these intervals are its fallback, used only when it
// has not been live for 10 s (usePollInterval).
/** How often an open messages screen asks for news (only while the tab is visible). */
export const MESSAGES_POLL_MS = 4_000;
/** How often the header asks for the unread total (only while the tab is visible). */
export const UNREAD_POLL_MS = 15_000;

/** My conversations, refreshed by the live stream (or every few seconds while the page is visible). */
export function useConversations() {
  const refetchInterval = usePollInterval(MESSAGES_POLL_MS);
  return useQuery({
    queryKey: messageKeys.conversations(),
    queryFn: ({ signal }) => messagesApi.conversations(signal),
    refetchInterval,
    refetchIntervalInBackground: false,
  });
}

/** The conversation with one user (who they are and the messages, with whether each was read), kept fresh like the list. */
export function useThread(userId: string | null) {
  const refetchInterval = usePollInterval(MESSAGES_POLL_MS);
  return useQuery({
    queryKey: messageKeys.thread(userId ?? ""),
    queryFn: ({ signal }) => messagesApi.thread(userId!, signal),
    enabled: !!userId,
    refetchInterval,
    refetchIntervalInBackground: false,
    // A 404 (unknown user) or 400 (myself) will not get better by asking again.
    retry: (count, e) => count < 2 && !(e instanceof Error && "status" in e && (e.status === 404 || e.status === 400)),
  });
}

/** The unread total for the header badge: only with a session, by the live stream (or every 15 s while the tab is visible). */
export function useUnreadCount() {
  const { isAuthenticated } = useAuth();
  const refetchInterval = usePollInterval(UNREAD_POLL_MS);
  const query = useQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => messagesApi.unread(signal),
    enabled: isAuthenticated,
    refetchInterval,
    refetchIntervalInBackground: false,
  });
  return isAuthenticated ? (query.data ?? 0) : 0;
}
