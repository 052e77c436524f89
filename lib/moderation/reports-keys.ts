// react-query keys for the moderation console's reports queue.
export const reportsQueueKeys = {
  all: ["moderation-reports"] as const,
  queue: () => [...reportsQueueKeys.all, "queue"] as const,
};
