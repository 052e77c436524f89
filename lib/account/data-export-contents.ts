import "server-only";
import { agreementsContents } from "./data-export-agreements";
import { applicationsContents } from "./data-export-applications";
import { cartContents } from "./data-export-cart";
import { checkInsContents } from "./data-export-check-ins";
import type { TJsonFile } from "./data-export-files";
import { listingsContents } from "./data-export-listings";
import { messagesContents } from "./data-export-messages";
import { ordersContents } from "./data-export-orders";
import { profileContents } from "./data-export-profile";
import { reportsContents } from "./data-export-reports";
import { reviewsContents } from "./data-export-reviews";
import { sellerRegistrationContents } from "./data-export-seller";
import type { TContext } from "./data-export-rows";
import { supportContents } from "./data-export-support";

// What the archive holds, file by file (data-export-*.ts, by the part of the account they hold).

/** The content of each JSON file: plain values, and StreamedLists for whatever can grow without bound. */
export const CONTENTS: Record<TJsonFile["key"], (ctx: TContext) => unknown> = {
  ...profileContents,
  ...listingsContents,
  ...ordersContents,
  ...messagesContents,
  ...reviewsContents,
  ...reportsContents,
  ...cartContents,
  ...supportContents,
  ...sellerRegistrationContents,
  ...checkInsContents,
  ...applicationsContents,
  ...agreementsContents,
};
