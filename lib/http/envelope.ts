import "server-only";
// The envelope of every answer under /server, as zod schemas: `{ success: true, … }` and
// `{ success: false, code, message, … }`. The API reference (lib/openapi) describes the answers with them;
// ./json-response.ts makes the HTTP responses, and each domain's responses.ts describes what it answers.
import * as z from "zod";
import { ERRORS, type TErrorCode } from "./errors";

/** Every error code, in the order of the table in lib/http/errors.ts. */
export const ERROR_CODES = Object.keys(ERRORS) as [TErrorCode, ...TErrorCode[]];

const ZFieldTexts = z.record(z.string(), z.array(z.string()));

export const ZErrorAnswer = z
  .object({
    success: z.literal(false),
    code: z
      .enum(ERROR_CODES)
      .meta({ description: "What went wrong; its HTTP status is fixed (see the error codes). Clients translate by code." }),
    message: z.string().meta({ description: "The failure in English." }),
    fieldErrors: ZFieldTexts.optional().meta({ description: 'English texts per field (a dotted path; "_" for the whole body).' }),
    fieldCodes: ZFieldTexts.optional().meta({ description: "Codes per field, for clients that word the texts themselves." }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: "Values the message refers to, such as a limit." }),
  })
  .meta({ id: "Error", description: "A failed request." });
export type TErrorAnswer = z.infer<typeof ZErrorAnswer>;

/** A success answer: `{ success: true }` and the endpoint's own fields. */
export const okAnswer = <TShape extends z.ZodRawShape>(shape: TShape) => z.object({ success: z.literal(true), ...shape });

/** The success answer of most changes: `{ success: true, message }`. */
export const ZMessageAnswer = okAnswer({ message: z.string().meta({ description: "What happened, in English." }) });
