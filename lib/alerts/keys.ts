// react-query keys for saved searches.
export const alertKeys = {
  all: ["alerts"] as const,
  list: (locale: string) => [...alertKeys.all, "list", locale] as const,
};
