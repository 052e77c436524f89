// The bodies and queries of the console's flags (/server/admin/flags): listings that look like scams,
// raised by lib/trust (a photo another seller's listing uses, a price far under the typical one).
import * as z from "zod";
import "@/lib/zod";
import { pageCursor, pageLimit } from "@/lib/validation/page-query";
import { MODERATION_REASON_MAX } from "./reports-schemas";

export const FLAG_PAGE_SIZE = 30;
export const FLAG_STATES = ["open", "resolved"] as const;

/** GET: open flags (or resolved ones), newest first, keyset-paged by nextCursor. */
export const ZFlagsQuery = z.object({
  state: z.preprocess((x) => (x === "" ? undefined : x), z.enum(FLAG_STATES, "state must be open or resolved").default("open")),
  limit: pageLimit(FLAG_PAGE_SIZE),
  cursor: pageCursor,
});
export type TFlagsQuery = z.infer<typeof ZFlagsQuery>;

const reasonText = z.string("MODERATION_REASON_REQUIRED").trim().max(MODERATION_REASON_MAX, "MODERATION_REASON_TOO_LONG");
const petId = z
  .string("PET_NOT_FOUND")
  .trim()
  .min(1, "PET_NOT_FOUND")
  .max(40, "PET_NOT_FOUND")
  .meta({ description: "The held listing: one of the flag's two." });

/** POST …/{id}/dismiss: nothing wrong; a note is welcome (the audit log keeps it). */
export const ZDismissFlag = z.object({ reason: reasonText.default("") });
export type TDismissFlag = z.infer<typeof ZDismissFlag>;

/** POST …/{id}/publish: the held listing goes live; a note is welcome. */
export const ZPublishHeld = z.object({ petId, reason: reasonText.default("") });
export type TPublishHeld = z.infer<typeof ZPublishHeld>;

/** POST …/{id}/hide: the held listing is hidden; its seller reads the reason. */
export const ZHideHeld = z.object({ petId, reason: reasonText.min(1, "MODERATION_REASON_REQUIRED") });
export type THideHeld = z.infer<typeof ZHideHeld>;
