// What a saved pet's line says for a field its listing left empty: the server answers these English
// words (lib/wishlist/service.ts), and the wishlist screen shows them in the reader's language
// (Wishlist.unknown…). Plain data, so the screen can import it without the server's modules.
export const WISHLIST_DEFAULTS = {
  name: "Unknown Pet",
  breed: "Unknown Breed",
  age: "Unknown Age",
  location: "Unknown Location",
} as const;
