import "server-only";
import type { z } from "zod";
import type { TAuth } from "@/lib/session/service";
import type { TErrorCode } from "@/lib/http/errors";
import type { TMultipart } from "@/lib/http/multipart";
import type { TRateLimit } from "@/lib/http/rate-limit";
import type { TTag } from "./tags";

// An endpoint's contract, said once: each app/server/<path>/contract.ts exports one per method (GET,
// POST…), its route.ts hands it to `withRoute` (./route.ts), which enforces the session rule, body,
// query, upload limit and rate limit from it, and the API reference (lib/openapi/document.ts) describes
// the endpoint from the very same object.

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type TMethod = (typeof METHODS)[number];
export type TAuthMode = "required" | "optional" | "none";

// A form upload's declaration lives in lib/http/multipart.ts, beside its parser, so that a domain can
// declare its own form (lib/pets/listing-form.ts) without depending on this layer.
export type { TMultipart };

/** The handler's `body`: the JSON body's schema parsed, or the form's text fields (`multipart.fields`). */
export type TBodyOf<TBodySchema, TFormSchema> = TBodySchema extends z.ZodType
  ? z.infer<TBodySchema>
  : TFormSchema extends z.ZodObject
    ? z.infer<TFormSchema>
    : undefined;

/** One answer of the endpoint, as the reference describes it. */
export type TResponse = {
  status: number;
  description: string;
  /** The JSON answer; without it (and without `media`) the answer has no body. */
  schema?: z.ZodType;
  /** A non-JSON answer: its media type (or types, when it may be any of them). */
  media?: string | readonly string[];
  headers?: Record<string, string>;
};

/** What only the reference reads: the words, the path parameters, the endpoint's own failures and its answers. */
export type TDocs = {
  tag: TTag;
  summary: string;
  description?: string;
  /** Each path parameter of the route's folder (`[id]`, `[...key]`): what it is, and its pattern if it has one. */
  params?: Record<string, { description: string; pattern?: string }>;
  /** The failures the handler itself can answer, besides those of the wrapper (what it accepts, its session rule…). */
  errors?: TErrorCode[];
  responses: TResponse[];
};

/** What `withRoute` enforces, and how it answers a missing session or a malformed path id. */
export type TEnforced<
  TBodySchema extends z.ZodType | undefined,
  TQuerySchema extends z.ZodType | undefined,
  TAuthModeOf extends TAuthMode,
  TFormSchema extends z.ZodObject | undefined = undefined,
> = {
  auth: TAuthModeOf;
  /** The code when a session is required and missing (some features have their own texts): UNAUTHORIZED. */
  unauthorized?: TErrorCode;
  /**
   * "moderator": the moderation API (/server/admin/*). Needs `auth: "required"`; anyone who is not a
   * moderator or admin, signed out included, gets NOT_FOUND (404), so the endpoint's existence is not
   * revealed (never UNAUTHORIZED). The published reference leaves these endpoints out.
   */
  role?: "moderator";
  body?: TBodySchema;
  query?: TQuerySchema;
  /**
   * Accept multipart/form-data (file uploads): the handler gets the text fields parsed with its `fields`
   * as `body` (a failure is VALIDATION, as a JSON body's), and the whole form, files included, as `form`.
   */
  multipart?: TMultipart<TFormSchema>;
  /**
   * A JSON body whose sender signs its bytes (a gateway's webhook): the handler gets them as `raw`, as
   * sent, checks the signature and only then parses them with `schema`, which the reference describes.
   */
  signedBody?: { maxBytes: number; schema: z.ZodType };
  /**
   * A GET only: whether HEAD runs it too. Next.js answers a HEAD by running the route's GET (the body
   * dropped), so without this `withRoute` answers every HEAD itself, 405 METHOD_NOT_ALLOWED with
   * `Allow: GET`, before the session, the rate limit or the handler: a GET that writes (marks messages
   * read, counts a view, verifies an address, runs a scheduled job, makes and mails a data export)
   * must not do so for a request that asks only for headers. Set it on a GET that changes and counts
   * nothing and that fetchers check with HEAD (a monitor, a link preview's image).
   */
  answersHead?: true;
  /**
   * Due work this route's requests do in passing, after a successful answer: the new-message mails that
   * are due (docs/live-and-push.md, "Mail about new messages"). A function the contract imports from the
   * domain above, so `withRoute` names no domain and the handler stays HTTP only.
   */
  inPassing?: () => Promise<unknown>;
  /** What a malformed path id answers (a 404 code, e.g. PET_NOT_FOUND); it is refused before any query. */
  notFound?: TErrorCode;
  maxBodyBytes?: number;
  rateLimit?: (ctx: { ip: string; body: TBodyOf<TBodySchema, TFormSchema>; auth: TAuth | null }) => { rule: TRateLimit; subject: string }[];
};

/** One method's contract: what `withRoute` enforces and what the reference says, in one object. */
export type TContract<
  TBodySchema extends z.ZodType | undefined = z.ZodType | undefined,
  TQuerySchema extends z.ZodType | undefined = z.ZodType | undefined,
  TAuthModeOf extends TAuthMode = TAuthMode,
  TFormSchema extends z.ZodObject | undefined = z.ZodObject | undefined,
> = TDocs & TEnforced<TBodySchema, TQuerySchema, TAuthModeOf, TFormSchema>;

/** Any method's contract as the reference reads it (its rate limit only for whether there is one). */
export type TAnyContract = TDocs &
  Omit<TEnforced<z.ZodType, z.ZodType, TAuthMode, z.ZodObject>, "rateLimit"> & {
    rateLimit?: unknown;
    /** False for a handler that `withRoute` does not wrap (see `plainEndpoint`). */
    isWrapped?: false;
  };

/** What a contract.ts exports: a contract per method. */
export type TContractModule = Partial<Record<TMethod, TAnyContract>>;

/** One method's contract, for `withRoute(contract.GET, handler)`; the types of the body, query and session follow from it. */
export function endpoint<
  TBodySchema extends z.ZodType | undefined = undefined,
  TQuerySchema extends z.ZodType | undefined = undefined,
  TAuthModeOf extends TAuthMode = "none",
  TFormSchema extends z.ZodObject | undefined = undefined,
>(contract: TContract<TBodySchema, TQuerySchema, TAuthModeOf, TFormSchema>) {
  return contract;
}

/**
 * The contract of a handler that `withRoute` does not wrap (it answers everything itself), so the
 * reference adds none of the wrapper's failures: documentation only.
 */
export function plainEndpoint(contract: TDocs & { auth: TAuthMode }): TAnyContract {
  return { ...contract, isWrapped: false };
}

/** The usual `params` of a route under `[id]`: `idParam("listing")` is "The listing's id.". */
export const idParam = (what: string) => ({ id: { description: `The ${what}'s id.` } });
