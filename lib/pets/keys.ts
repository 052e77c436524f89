// react-query keys for listings (the signed-in screens; public lists fetch without the query cache).
export const petKeys = {
  all: ["pets"] as const,
  mine: () => [...petKeys.all, "mine"] as const,
  detail: (id: string) => [...petKeys.all, "detail", id] as const,
};
