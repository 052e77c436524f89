import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import { COMPONENT_REF, fullOpenApiDocument, type TJsonSchema, type TOperationObject } from "@/lib/openapi/document";
import { API_ROUTES } from "@/app/server/routes.generated";

// Holds every answer the integration tests get from a handler to the API reference
// (/server/openapi.json, built by lib/openapi/document.ts): the operation is found by method and path
// template, its status must be documented, and a JSON body must match that status's schema.

const COMPONENTS_ID = "https://pawbazaar.invalid/openapi/components";

/** `#/components/schemas/X` → the components' own schema, where ajv finds them. */
function absoluteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(absoluteRefs) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string" && v.startsWith(COMPONENT_REF)
        ? `${COMPONENTS_ID}#/$defs/${v.slice(COMPONENT_REF.length)}`
        : absoluteRefs(v),
    ]),
  ) as T;
}

/** An ajv for the document's schemas: JSON Schema 2020-12, strict, with the formats the document uses. */
export function documentAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addFormat("date-time", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat("date", /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat("email", /^[^\s@]+@[^\s@]+$/);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: absoluteRefs(fullOpenApiDocument(API_ROUTES).components.schemas) });
  return { ajv, compile: (schema: TJsonSchema) => ajv.compile(absoluteRefs(schema)) };
}

type TMatcher = { method: string; template: string; pattern: RegExp; op: TOperationObject; params: number };

let matchers: TMatcher[] | undefined;
let compiler: ReturnType<typeof documentAjv> | undefined;
const validators = new Map<string, ValidateFunction>();

function operationMatchers(): TMatcher[] {
  if (matchers) return matchers;
  const doc = fullOpenApiDocument(API_ROUTES);
  const out: TMatcher[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const catchAll = new Set((op.parameters ?? []).filter((p) => p["x-catch-all"]).map((p) => p.name));
      const source = template
        .split(/(\{\w+\})/)
        .map((part) =>
          /^\{\w+\}$/.test(part) ? (catchAll.has(part.slice(1, -1)) ? "(.+)" : "([^/]+)") : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join("");
      out.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        op,
        params: (template.match(/\{/g) ?? []).length,
      });
    }
  }
  // A literal segment wins over a parameter: /server/pets/user is not /server/pets/{id}.
  matchers = out.sort((a, b) => a.params - b.params);
  return matchers;
}

/** The documented operation for a request, by method and path template. */
export function findOperation(method: string, pathname: string) {
  return operationMatchers().find((m) => m.method === method && m.pattern.test(pathname));
}

const shorten = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Throws, with what differs, when an answer is not what the document says: an undocumented operation
 * or status, a content type the status does not have, or a JSON body that does not match its schema.
 */
export function expectDocumentedAnswer({
  method,
  pathname,
  status,
  contentType,
  text,
}: {
  method: string;
  pathname: string;
  status: number;
  contentType: string | null;
  text: string;
}) {
  const found = findOperation(method, pathname);
  if (!found) {
    throw new Error(
      `OpenAPI: ${method} ${pathname} is no operation of /server/openapi.json (no route, or no contract for that method). Call the handler with the path it is served at.`,
    );
  }
  const where = `${method} ${found.template}`;
  const response = found.op.responses[String(status)];
  if (!response) {
    throw new Error(
      `OpenAPI: ${where} answered ${status}, which /server/openapi.json does not document (it lists ${Object.keys(found.op.responses).join(", ")}). ` +
        `Document it in the contract (contract.ts beside the route.ts) if it is right.\nBody: ${shorten(text)}`,
    );
  }
  if (!response.content) {
    if (text !== "") throw new Error(`OpenAPI: ${where} ${status} has no body in the document, but answered: ${shorten(text)}`);
    return;
  }
  const media = (contentType ?? "").split(";")[0].trim().toLowerCase();
  const content = response.content[media];
  if (!content) {
    throw new Error(
      `OpenAPI: ${where} ${status} answered ${media || "no content type"}; the document says ${Object.keys(response.content).join(" or ")}.\nBody: ${shorten(text)}`,
    );
  }
  if (media !== "application/json" || !content.schema) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`OpenAPI: ${where} ${status} says application/json but its body is not JSON: ${shorten(text)}`);
  }
  const key = `${where} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    compiler ??= documentAjv();
    validate = compiler.compile(content.schema);
    validators.set(key, validate);
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .slice(0, 8)
      .map(
        (e) =>
          `  ${e.instancePath || "(body)"} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ""}`,
      );
    throw new Error(
      `OpenAPI: the ${status} answer of ${where} does not match /server/openapi.json:\n${problems.join("\n")}\nBody: ${shorten(text)}`,
    );
  }
  // A failure's code must be one the endpoint lists for that status, so each endpoint's list of errors is
  // what it really answers.
  const codes = response["x-error-codes"];
  const code = (body as { code?: unknown }).code;
  if (codes && typeof code === "string" && !(codes as string[]).includes(code)) {
    throw new Error(
      `OpenAPI: ${where} answered ${status} ${code}, which the errors of its contract (contract.ts beside the route.ts) do not list (${codes.join(", ")}).\nBody: ${shorten(text)}`,
    );
  }
}
