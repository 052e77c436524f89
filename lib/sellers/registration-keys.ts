// react-query keys for the seller's registration (the profile's part, the listing form's hint).
export const registrationKeys = {
  all: ["seller-registration"] as const,
  mine: () => [...registrationKeys.all, "mine"] as const,
};
