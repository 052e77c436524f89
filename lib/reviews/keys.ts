// react-query keys for reviews: the ones I wrote, the ones about me, and the moderators' list.
export const reviewKeys = {
  all: ["reviews"] as const,
  mine: (as: "author" | "seller") => [...reviewKeys.all, "mine", as] as const,
  moderation: (hidden: "any" | "only") => [...reviewKeys.all, "moderation", hidden] as const,
};
