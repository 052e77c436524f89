// react-query keys for my bank account for payouts (Razorpay Route), on the dashboard's Payouts.
export const payoutAccountKeys = {
  all: ["payout-account"] as const,
  mine: () => [...payoutAccountKeys.all, "mine"] as const,
};
