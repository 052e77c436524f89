// react-query keys for my earnings as a seller (they change when an order is accepted or paid).
export const earningsKeys = {
  all: ["earnings"] as const,
  pages: () => [...earningsKeys.all, "pages"] as const,
};
