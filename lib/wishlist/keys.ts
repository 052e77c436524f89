// react-query keys for the wishlist. `all` stays ['wishlist']: the header badge reads it.
export const wishlistKeys = {
  all: ["wishlist"] as const,
  list: () => [...wishlistKeys.all, "list"] as const,
  check: (petId: string) => [...wishlistKeys.all, "check", petId] as const,
};
