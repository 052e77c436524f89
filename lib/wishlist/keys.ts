// react-query keys for the wishlist.
export const wishlistKeys = {
  all: ["wishlist"] as const,
};
