// The OpenAPI 3.1 document of the REST API, built from the contract of each route under app/server (the
// contract.ts beside its route.ts, which its handlers are made with) and their zod schemas, with zod's own
// JSON Schema output (draft 2020-12, the dialect OpenAPI 3.1 uses). Served at /server/openapi.json and
// shown to people at /developers/api. The routes come from the caller (app/server/routes.generated.ts
// lists them), since lib/ never imports app/.
import * as z from "zod";
import { version } from "@/package.json";
import { METHODS, type TAnyContract, type TContractModule, type TMethod, type TMultipart } from "@/lib/api/contract";
import { TAGS } from "@/lib/api/tags";
import { englishError, ERRORS, type TErrorCode } from "@/lib/http/errors";
import { pathOf, pathParamsOf, type TPathParam } from "./paths";

/** One route under app/server: its folder under app/ (`server/pets/[id]`), and the contracts its methods are made with. */
export type TApiRoute = { folder: string; contracts: TContractModule };
export type TJsonSchema = { [key: string]: unknown };
export type TParameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: TJsonSchema;
  "x-catch-all"?: boolean;
};
export type TMediaType = { schema?: TJsonSchema; encoding?: Record<string, { contentType: string }> };
export type TResponseObject = {
  description: string;
  content?: Record<string, TMediaType>;
  headers?: Record<string, { description: string; schema: TJsonSchema }>;
  /** The error codes this status stands for (lib/http/errors.ts). */
  "x-error-codes"?: TErrorCode[];
};
export type TOperationObject = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: TParameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, TMediaType> };
  responses: Record<string, TResponseObject>;
};
export type TOpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; summary: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, TOperationObject>>;
  components: { schemas: Record<string, TJsonSchema>; securitySchemes: Record<string, TJsonSchema> };
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const BODY_ERRORS: TErrorCode[] = ["REQUEST_INTERRUPTED", "INVALID_JSON", "PAYLOAD_TOO_LARGE", "JSON_REQUIRED", "VALIDATION"];
const UPLOAD_ERRORS: TErrorCode[] = ["REQUEST_INTERRUPTED", "UPLOAD_UNREADABLE", "MULTIPART_REQUIRED", "VALIDATION"];
const RETRY_AFTER = { description: "Seconds to wait before trying again.", schema: { type: "integer" } };
const IMAGE_TYPES = "image/jpeg, image/png, image/webp, image/gif, image/avif, image/heic, image/heif, image/tiff";
export const SESSION_COOKIE = "next-auth.session-token";
export const COMPONENT_REF = "#/components/schemas/";

/** One method of one route, with its contract. */
type TOperation = { method: TMethod; path: string; params: TPathParam[]; contract: TAnyContract };

/**
 * Every failure an endpoint can answer: its own, and those of the `withRoute` wrapper (lib/api/route.ts)
 * for what its contract says it accepts.
 */
function errorCodesOf({ method, params, contract: c }: TOperation): TErrorCode[] {
  const codes = new Set<TErrorCode>(c.errors ?? []);
  if (c.isWrapped !== false) {
    codes.add("INTERNAL");
    codes.add("UNAVAILABLE");
    if (STATE_CHANGING.has(method)) codes.add("CROSS_SITE");
    // A missing session answers the contract's own 401 (CART_LOGIN_REQUIRED…), else UNAUTHORIZED. The
    // moderation API never answers 401: signed out is one more non-moderator, who gets NOT_FOUND.
    if (c.auth === "required" && !c.role) codes.add(c.unauthorized ?? "UNAUTHORIZED");
    if (c.role) codes.add("NOT_FOUND");
    // A path parameter that cannot be one of ours is "not found" (the contract's own 404, e.g.
    // PET_NOT_FOUND, else NOT_FOUND) before the handler runs.
    if (params.length) codes.add(c.notFound ?? "NOT_FOUND");
    if (c.query) codes.add("INVALID_QUERY");
    if (c.body) BODY_ERRORS.forEach((code) => codes.add(code));
    if (c.signedBody) codes.add("PAYLOAD_TOO_LARGE");
    if (c.multipart) [...UPLOAD_ERRORS, c.multipart.tooLarge ?? "PAYLOAD_TOO_LARGE"].forEach((code) => codes.add(code));
    if (c.rateLimit) codes.add("RATE_LIMITED");
  }
  // In the table's order, so the document reads the same on every build.
  return (Object.keys(ERRORS) as TErrorCode[]).filter((code) => codes.has(code));
}

/** `POST /server/pets/{id}/report` → `postPetsByIdReport`. */
function operationIdOf(op: Pick<TOperation, "method" | "path">) {
  const words = op.path
    .replace(/^\/server\//, "")
    .split(/[/.\-]/)
    .filter(Boolean)
    .map((s) => (s.startsWith("{") ? `by-${s.slice(1, -1)}` : s))
    .flatMap((s) => s.split("-"));
  return op.method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

const isPlainObject = (v: unknown): v is TJsonSchema => typeof v === "object" && v !== null && !Array.isArray(v);

/** Points zod's `#/$defs/X` references at the document's components. */
function toComponentRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toComponentRefs) as T;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string" ? v.replace(/^#\/\$defs\//, COMPONENT_REF) : toComponentRefs(v),
    ]),
  ) as T;
}

/**
 * One zod schema as JSON Schema: the request's side (`input`: before defaults and transforms) or the
 * answer's (`output`). Schemas with an id (`.meta({ id })`) become components, shared by reference.
 */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output", components: Record<string, TJsonSchema>): TJsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    override: ({ jsonSchema }) => {
      // z.number().int() states JavaScript's safe range, which says nothing here.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      // A date's or a time's format says what its long regular expression says.
      if (jsonSchema.format === "date" || jsonSchema.format === "date-time") delete jsonSchema.pattern;
    },
  }) as TJsonSchema;
  const { $schema: _dialect, $defs, ...rest } = json;
  for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, TJsonSchema>)) {
    const shared = toComponentRefs(def);
    if (components[id] && JSON.stringify(components[id]) !== JSON.stringify(shared)) {
      throw new Error(`OpenAPI: two different schemas are both called ${id} (an input and an output side?)`);
    }
    components[id] = shared;
  }
  return toComponentRefs(rest);
}

function parametersOf({ method, path, params, contract }: TOperation, components: Record<string, TJsonSchema>): TParameter[] {
  const out: TParameter[] = [];
  const described = contract.params ?? {};
  const names = params.map((p) => p.name);
  const stray = Object.keys(described).filter((name) => !names.includes(name));
  if (stray.length) throw new Error(`OpenAPI: ${method} ${path} describes ${stray.join(", ")}, which its folder has no [parameter] for`);
  for (const { name, isCatchAll } of params) {
    const p = described[name];
    if (!p) throw new Error(`OpenAPI: ${method} ${path} has no description of its path parameter ${name} (params in its contract)`);
    out.push({
      name,
      in: "path",
      required: true,
      description: p.description,
      schema: { type: "string", ...(p.pattern ? { pattern: p.pattern } : {}) },
      ...(isCatchAll ? { "x-catch-all": true } : {}),
    });
  }
  if (contract.query) {
    const query = jsonSchemaOf(contract.query, "input", components);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, TJsonSchema>)) {
      const { description, ...rest } = schema;
      out.push({
        name,
        in: "query",
        required: required.has(name),
        ...(typeof description === "string" ? { description } : {}),
        schema: rest,
      });
    }
  }
  return out;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

function uploadBodyOf(m: TMultipart, components: Record<string, TJsonSchema>) {
  const fields = m.fields ? jsonSchemaOf(m.fields, "input", components) : { type: "object", properties: {} };
  const properties = { ...(fields.properties as Record<string, TJsonSchema>) };
  const required = [...((fields.required as string[] | undefined) ?? [])];
  // A field sent as JSON text is a string whose content is the field's own schema, as `withRoute` reads it.
  for (const [name, json] of Object.entries(m.jsonFields ?? {})) {
    if (!json) continue;
    properties[name] = {
      type: "string",
      contentMediaType: "application/json",
      contentSchema: properties[name],
      description: json.description,
    };
  }
  const file = { type: "string", contentMediaType: "application/octet-stream" };
  properties[m.files.name] =
    m.files.maxItems === 1
      ? { ...file, description: m.files.description }
      : { type: "array", items: file, maxItems: m.files.maxItems, description: m.files.description };
  if (m.files.maxItems === 1) required.push(m.files.name);
  return {
    required: true,
    description: `At most ${megabytes(m.maxBytes)} in all, photos included.`,
    content: {
      "multipart/form-data": {
        schema: { type: "object", properties, ...(required.length ? { required } : {}) },
        encoding: { [m.files.name]: { contentType: m.files.contentType ?? IMAGE_TYPES } },
      },
    },
  };
}

function responsesOf(op: TOperation, components: Record<string, TJsonSchema>): Record<string, TResponseObject> {
  const out: Record<string, TResponseObject> = {};
  for (const r of op.contract.responses) {
    const headers = r.headers
      ? Object.fromEntries(
          Object.entries(r.headers).map(([name, description]) => [
            name,
            { description, schema: { type: name === "Retry-After" ? "integer" : "string" } },
          ]),
        )
      : undefined;
    const content = r.schema
      ? { "application/json": { schema: jsonSchemaOf(r.schema, "output", components) } }
      : r.media
        ? Object.fromEntries([r.media].flat().map((media) => [media, {}]))
        : undefined;
    out[r.status] = { description: r.description, ...(content ? { content } : {}), ...(headers ? { headers } : {}) };
  }
  const byStatus = new Map<number, TErrorCode[]>();
  for (const code of errorCodesOf(op)) byStatus.set(ERRORS[code].status, [...(byStatus.get(ERRORS[code].status) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const own = out[status];
    if (own) {
      own["x-error-codes"] = codes;
      continue;
    }
    out[status] = {
      description: codes.map((c) => `\`${c}\`: ${englishError(c)}`).join("\n\n"),
      content: { "application/json": { schema: { $ref: `${COMPONENT_REF}Error` } } },
      ...(status === 429 || status === 503 ? { headers: { "Retry-After": RETRY_AFTER } } : {}),
      "x-error-codes": codes,
    };
  }
  return out;
}

const SECURITY: Record<TAnyContract["auth"], Record<string, string[]>[]> = {
  required: [{ sessionCookie: [] }, { bearerToken: [] }],
  optional: [{}, { sessionCookie: [] }, { bearerToken: [] }],
  none: [],
};

const DESCRIPTION = `The REST API of PawBazaar, the marketplace the website itself uses. Every endpoint is under \`/server\`.

**Answers.** JSON: \`{ "success": true, … }\` with the endpoint's fields, or \`{ "success": false, "code", "message", "fieldErrors"? }\` with a real HTTP status. \`code\` is one of the error codes (the \`Error\` schema); each code has one status. \`message\` is English; clients show their own text for the code. Every answer carries an \`x-request-id\` header.

**Signing in.** \`POST /server/auth/login\` (or register) answers a \`token\`: send it as \`Authorization: Bearer <token>\`. The same answer sets the session cookie for browsers. Logging out or changing the password revokes a token at once.

**Changes from a browser.** A request that changes something and is not sent with a bearer token must come from the site's own pages (its \`Origin\`); otherwise it is refused with \`CROSS_SITE\` (403).

**HEAD.** Only the endpoints whose description says so answer HEAD (the health check, photos, link previews: their GET's headers, without the body). Every other answers 405 \`METHOD_NOT_ALLOWED\` with \`Allow: GET\` and does nothing: their GET may change something (mark messages read, count a view, verify an address, run a scheduled job, make and mail a data export).

**Limits.** JSON bodies up to 64 KB. Many endpoints are rate limited: 429 \`RATE_LIMITED\` with \`Retry-After\` in seconds. When the database cannot be reached: 503 \`UNAVAILABLE\` with \`Retry-After\`.

**Languages.** Texts that users wrote come back as they were written. The site's language (\`en\`, \`te\`, \`hi\`) is a profile preference.`;

function build(routes: readonly TApiRoute[], { withModeration }: { withModeration: boolean }): TOpenApiDocument {
  const components: Record<string, TJsonSchema> = {};
  const paths: TOpenApiDocument["paths"] = {};
  for (const { folder, contracts } of routes) {
    for (const method of METHODS) {
      const contract = contracts[method];
      if (!contract || (contract.role && !withModeration)) continue;
      const op: TOperation = { method, path: pathOf(folder), params: pathParamsOf(folder), contract };
      const parameters = parametersOf(op, components);
      const jsonBody = contract.body ?? contract.signedBody?.schema;
      const requestBody = jsonBody
        ? { required: true, content: { "application/json": { schema: jsonSchemaOf(jsonBody, "input", components) } } }
        : contract.multipart
          ? uploadBodyOf(contract.multipart, components)
          : undefined;
      (paths[op.path] ??= {})[method.toLowerCase()] = {
        operationId: operationIdOf(op),
        tags: [contract.tag],
        summary: contract.summary,
        ...(contract.description ? { description: contract.description } : {}),
        security: SECURITY[contract.auth],
        ...(parameters.length ? { parameters } : {}),
        ...(requestBody ? { requestBody } : {}),
        responses: responsesOf(op, components),
      };
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "PawBazaar API",
      version,
      summary: "Buy, sell and rehome pets: listings, cart, orders, payments, messages.",
      description: DESCRIPTION,
    },
    servers: [{ url: "/", description: "This site" }],
    tags: TAGS.filter((t) => withModeration || t.name !== "Moderation").map((t) => ({ ...t })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: `The session cookie that login and register set (over HTTPS it is named __Secure-${SESSION_COOKIE}).`,
        },
        bearerToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The token that login and register answer." },
      },
    },
  };
}

// Built once per process for each list of routes (there is one: app/server/routes.generated.ts).
const built = new WeakMap<readonly TApiRoute[], TOpenApiDocument>();
const builtWithModeration = new WeakMap<readonly TApiRoute[], TOpenApiDocument>();

const once = (cache: WeakMap<readonly TApiRoute[], TOpenApiDocument>, routes: readonly TApiRoute[], withModeration: boolean) => {
  if (!cache.has(routes)) cache.set(routes, build(routes, { withModeration }));
  return cache.get(routes)!;
};

/** The published document of these routes (/server/openapi.json, /developers/api): no moderation API. */
export function openApiDocument(routes: readonly TApiRoute[]): TOpenApiDocument {
  return once(built, routes, false);
}

/** Every endpoint, the moderation API included: what the tests check every answer against. */
export function fullOpenApiDocument(routes: readonly TApiRoute[]): TOpenApiDocument {
  return once(builtWithModeration, routes, true);
}
