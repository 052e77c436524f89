// react-query keys for messaging.
export const messageKeys = {
  all: ["messages"] as const,
  conversations: () => [...messageKeys.all, "conversations"] as const,
  threads: () => [...messageKeys.all, "thread"] as const,
  thread: (userId: string) => [...messageKeys.threads(), userId] as const,
  unread: () => [...messageKeys.all, "unread"] as const,
};
