import type * as z from "zod";
import { makePageQuery } from "@/lib/validation/page-query";

export const EARNINGS_PAGE_SIZE = 20;

/** GET /server/sellers/earnings: newest first, keyset-paged by the answer's nextCursor. */
export const ZEarningsQuery = makePageQuery(EARNINGS_PAGE_SIZE);
export type TEarningsQuery = z.infer<typeof ZEarningsQuery>;
