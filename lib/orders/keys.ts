// react-query keys for orders and for the transactions (payments and refunds) they produce.
export const orderKeys = {
  all: ["orders"] as const,
  list: () => [...orderKeys.all, "list"] as const,
  /** One order's page (GET /server/orders/{id}): under `all`, so every order event refreshes it too. */
  detail: (orderId: string) => [...orderKeys.all, "detail", orderId] as const,
};

export const transactionKeys = {
  all: ["transactions"] as const,
  list: () => [...transactionKeys.all, "list"] as const,
};
