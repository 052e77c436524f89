// The limits of saved searches and their digest mails, free of zod and server code: the profile's
// list, the save button, the service and the digest share them.

/** How many searches one person may keep. Enough for a few breeds in a few towns; more is a crawler. */
export const MAX_SAVED_SEARCHES = 20;
/** The pets one digest mail shows, over all of its searches; the rest are "and N more" links to the search. */
export const MAX_PETS_PER_MAIL = 10;
/** The filters a saved search keeps: those of the browse page, without its order and paging. */
export const ALERT_FILTER_KEYS = [
  "q",
  "species",
  "breed",
  "location",
  "gender",
  "minPrice",
  "maxPrice",
  "minAge",
  "maxAge",
  "verified",
  "mode",
] as const;
export type TAlertFilterKey = (typeof ALERT_FILTER_KEYS)[number];
