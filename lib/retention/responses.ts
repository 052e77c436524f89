// What the retention job answers, as a zod schema: the run's type is inferred from it, and the API
// reference (lib/openapi) describes GET /server/retention/run with it.
import * as z from "zod";
import { DELETED_TABLES } from "./policy";

export const ZRetentionRun = z
  .object({
    at: z.iso.datetime().meta({ description: "The moment the periods were counted back from (the run's start)." }),
    rules: z
      .array(
        z.object({
          table: z.enum(DELETED_TABLES),
          deleted: z.number().int().meta({ description: "Rows this run deleted (with the rows that go with them, not counted)." }),
          isDone: z.boolean().meta({
            description:
              "Nothing past its period is left in the table (but rows another transaction held locked, which a later run takes).",
          }),
        }),
      )
      .meta({ description: "Each rule of the retention table that deletes, in the order the job applies them (lib/retention/policy.ts)." }),
    deleted: z.number().int().meta({ description: "Rows deleted in all." }),
    batches: z.number().int().meta({ description: "Statements run; each deletes at most one batch and commits on its own." }),
    isComplete: z.boolean().meta({ description: "False when the time budget or the batch limit ran out first: call again to go on." }),
  })
  .meta({ id: "RetentionRun", description: "What one run of the retention job did." });
export type TRetentionRun = z.infer<typeof ZRetentionRun>;
