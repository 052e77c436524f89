// The listing vocabulary, free of zod so that pages which only show or filter listings (browse, my
// listings, the report dialog) do not ship the validation library. The schemas build on these.
export const SPECIES = ["dog", "cat", "bird", "fish", "rabbit", "other"] as const;
export const SELLER_TYPES = ["individual", "breeder", "pet_shop", "shelter"] as const;
/** The seller types that need a registration checked by a moderator (lib/sellers/registration-service.ts). */
export const REGISTERED_SELLER_TYPES = ["breeder", "pet_shop", "shelter"] as const;
export const GENDERS = ["male", "female"] as const;
/** The statuses a seller sets (PATCH /server/pets/{id}/status). */
export const PET_STATUSES = ["active", "inactive", "sold"] as const;
/** Every status a listing can be in: `hidden` is set and lifted by moderation only (lib/moderation/hide-listing.ts, restore-listing.ts…). */
export const LISTING_STATUSES = [...PET_STATUSES, "hidden"] as const;

/**
 * A listing's status as a buyer's cart or wishlist shows it: a hidden listing is simply unavailable
 * (`inactive`), so why the moderators took it down stays between them and its seller.
 */
/** Why a hidden listing is hidden: reports (automatically), a moderator, its seller's suspension or deleted account; or held: its seller's registration not (or no longer) approved, a photo matching a listing taken down for fraud. */
export const HIDE_CAUSES = ["reports", "moderator", "suspension", "deletion", "unverified", "review"] as const;
/** The hiddenReason of a listing hidden automatically by reports: a key the pages translate, not a text. */
export const AUTO_HIDDEN_REASON = "auto:reports";

export const buyerStatus = (status: (typeof LISTING_STATUSES)[number]): (typeof PET_STATUSES)[number] =>
  status === "hidden" ? "inactive" : status;
export const REPORT_REASONS = ["scam", "animal_welfare", "wrong_information", "prohibited", "other"] as const;
export const MAX_PRICE = 10_000_000;
/** The browse filters' age range is in whole months, up to 50 years. */
export const MAX_AGE_MONTHS = 600;
export const MAX_FEATURES = 15;
/** The youngest a puppy or kitten may be listed: 8 weeks, as Indian law asks (lib/pets/age-rule.ts). */
export const MIN_AGE_DAYS = 56;
/**
 * The most of a litter one listing offers (its `available`): 12, a large litter (a Labrador's is 6 to 8,
 * the largest breeds' and rabbits' up to 12). Also the most a cart line or an order takes, so a whole
 * litter can be bought at once. The database holds listings to it (migration 20261202100000).
 */
export const MAX_AVAILABLE = 12;
export const MAX_IMAGES = 5;
export const PET_SORTS = ["newest", "price_asc", "price_desc"] as const;
/** How a listing finds its new home (docs/rehoming.md): sold to the first who pays, or rehomed to the applicant its owner chooses. */
export const LISTING_MODES = ["sale", "rehoming"] as const;
export type TListingMode = (typeof LISTING_MODES)[number];

/** Today in India, as YYYY-MM-DD (a listing's age rule is judged by the local calendar). */
export const todayInIndia = (now = new Date()) => new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
