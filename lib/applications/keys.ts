// react-query keys for applications to adopt.
export const applicationKeys = {
  all: ["applications"] as const,
  /** The applications between me and another member (the chat's banner). */
  between: (userId: string) => [...applicationKeys.all, "between", userId] as const,
};
