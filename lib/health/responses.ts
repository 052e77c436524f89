// What GET /server/health answers, as zod schemas (the API reference describes the answers with them).
import * as z from "zod";
import { ZErrorAnswer } from "@/lib/http/envelope";

export const ZDatabaseState = z.enum(["ok", "unreachable"]);
export type TDatabaseState = z.infer<typeof ZDatabaseState>;

export const ZHealthReady = z.object({ success: z.literal(true), status: z.literal("ok"), database: ZDatabaseState });

/** The error answer's usual fields, plus the status a monitor reads. */
export const ZHealthUnavailable = ZErrorAnswer.extend({ status: z.literal("unavailable"), database: ZDatabaseState }).meta({
  id: "HealthUnavailable",
  description: "The instance cannot reach the database: the error answer plus the status a monitor reads.",
});
