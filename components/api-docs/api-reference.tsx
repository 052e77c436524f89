import { getTranslations } from "next-intl/server";
import { InfoSection, proseText } from "@/components/info/info-page";
import { cn } from "@/components/ui/cn";
import { englishError, ERRORS, type TErrorCode } from "@/lib/http/errors";
import type { TOpenApiDocument, TOperationObject, TParameter, TResponseObject } from "@/lib/openapi/document";
import type { TTag } from "@/lib/api/tags";
import { Body, Fields, refName, typeAnchor, type TApiDocsT } from "./schema-view";

// The API reference for people, from the same OpenAPI document as /server/openapi.json: endpoints by
// group, each with its sign-in rule, what to send and what it answers; then the shared data types and
// the error codes. The page's own words come from messages/*.json (ApiDocs); the document's texts are
// English, and marked so.

const OPENAPI_PATH = "/server/openapi.json";
const errorAnchor = (code: string) => `error-${code}`;

const METHOD_STYLES: Record<string, string> = {
  get: "bg-sky-100 text-sky-900",
  post: "bg-green-100 text-green-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-violet-100 text-violet-900",
  delete: "bg-red-100 text-red-900",
};

type TEntry = { method: string; path: string; op: TOperationObject };

function entriesOf(doc: TOpenApiDocument, tag: string): TEntry[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.tags.includes(tag))
      .map(([method, op]) => ({ method, path, op })),
  );
}

function authOf(op: TOperationObject): "authNone" | "authOptional" | "authRequired" {
  if (op.security.length === 0) return "authNone";
  return op.security.some((r) => Object.keys(r).length === 0) ? "authOptional" : "authRequired";
}

function MethodBadge({ method }: { method: string }) {
  return (
    <span className={cn("rounded-md px-2 py-0.5 font-mono text-xs font-bold tracking-wide uppercase", METHOD_STYLES[method])}>
      {method}
    </span>
  );
}

function StatusBadge({ status }: { status: string }) {
  const tone = status.startsWith("2")
    ? "bg-green-100 text-green-900"
    : status.startsWith("3")
      ? "bg-stone-100 text-stone-800"
      : status.startsWith("4")
        ? "bg-amber-100 text-amber-900"
        : "bg-red-100 text-red-900";
  return <span className={cn("rounded-md px-2 py-0.5 font-mono text-sm font-bold", tone)}>{status}</span>;
}

function Parameters({ title, parameters, t }: { title: string; parameters: TParameter[]; t: TApiDocsT }) {
  const schema = {
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.description ? { ...p.schema, description: p.description } : p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
  return (
    <div className="space-y-2">
      <h5 className="text-sm font-semibold text-stone-800">{title}</h5>
      <Fields schema={schema} t={t} />
    </div>
  );
}

// Any endpoint may fail with these (the overview says so once), so the endpoints' lists leave them out.
const EVERYWHERE = new Set<TErrorCode>(["INTERNAL", "UNAVAILABLE", "CROSS_SITE"]);

/** The error statuses of an endpoint, one line each: the status and its codes. */
function Errors({ responses, t }: { responses: [string, TResponseObject][]; t: TApiDocsT }) {
  const rows = responses
    .map(([status, r]) => [status, (r["x-error-codes"] ?? []).filter((c) => !EVERYWHERE.has(c))] as const)
    .filter(([, codes]) => codes.length > 0);
  if (!rows.length) return null;
  return (
    <div className="space-y-1">
      <h5 className="text-sm font-semibold text-stone-800">{t("errors")}</h5>
      <ul className="space-y-1 rounded-lg border border-stone-200 bg-stone-50 p-3 font-mono text-sm break-words text-stone-800">
        {rows.map(([status, codes]) => (
          <li key={status}>
            <b>{status}</b> {codes.join(", ")}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Response({ status, response, t }: { status: string; response: TResponseObject; t: TApiDocsT }) {
  const [media, content] = Object.entries(response.content ?? {})[0] ?? [];
  return (
    <li className="space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <div className="flex flex-wrap items-baseline gap-2">
        <StatusBadge status={status} />
        <span lang="en" className="text-sm text-stone-800">
          {response.description}
        </span>
      </div>
      {!media && <p className="text-sm text-stone-600">{t("noBody")}</p>}
      {media && !content?.schema && <p className="text-sm text-stone-600">{t("fileBody", { media })}</p>}
      {content?.schema && <Body schema={content.schema} t={t} />}
    </li>
  );
}

/** A plain error answer (the Error schema): listed by its codes rather than drawn in full each time. */
const isPlainError = (r: TResponseObject) => {
  const schema = r.content?.["application/json"]?.schema;
  return Boolean(r["x-error-codes"] && schema && refName(schema) === "Error");
};

function Operation({ entry: { method, path, op }, t }: { entry: TEntry; t: TApiDocsT }) {
  const auth = authOf(op);
  const pathParams = (op.parameters ?? []).filter((p) => p.in === "path");
  const queryParams = (op.parameters ?? []).filter((p) => p.in === "query");
  const [bodyMedia, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  return (
    // below-fold: a phone lays out only the endpoints near the screen (the placeholder is about a closed card's height).
    <section
      aria-labelledby={op.operationId}
      className="below-fold scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm [contain-intrinsic-block-size:auto_11rem] sm:p-5"
    >
      <h3 id={op.operationId} className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <MethodBadge method={method} />
        <code className="font-mono text-[0.95rem] font-bold break-all text-stone-900">{path}</code>
      </h3>
      <p lang="en" className="mt-2 font-medium text-stone-900">
        {op.summary}
      </p>
      <p
        className={cn(
          "mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
          auth === "authRequired" ? "bg-brand-100 text-brand-900" : "bg-stone-100 text-stone-700",
        )}
      >
        {t(auth)}
      </p>
      {op.description && (
        <p lang="en" className="mt-2 text-sm leading-relaxed text-stone-700">
          {op.description}
        </p>
      )}
      <details className="group mt-3 rounded-xl border border-stone-200">
        <summary className="cursor-pointer rounded-xl px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-stone-50">
          {t("details")}
        </summary>
        <div className="space-y-4 border-t border-stone-200 p-3">
          <div className="space-y-3">
            <h4 className="font-bold text-stone-900">{t("request")}</h4>
            {pathParams.length > 0 && <Parameters title={t("pathParameters")} parameters={pathParams} t={t} />}
            {queryParams.length > 0 && <Parameters title={t("queryParameters")} parameters={queryParams} t={t} />}
            {body?.schema && (
              <div className="space-y-2">
                <h5 className="text-sm font-semibold text-stone-800">
                  {bodyMedia === "multipart/form-data" ? t("formBody") : t("jsonBody")}
                </h5>
                {op.requestBody?.description && (
                  <p lang="en" className="text-sm text-stone-700">
                    {op.requestBody.description}
                  </p>
                )}
                <Body schema={body.schema} t={t} />
              </div>
            )}
            {!pathParams.length && !queryParams.length && !body && <p className="text-sm text-stone-600">{t("noRequest")}</p>}
          </div>
          <div className="space-y-3">
            <h4 className="font-bold text-stone-900">{t("responses")}</h4>
            <ul className="space-y-2">
              {Object.entries(op.responses)
                .filter(([, response]) => !isPlainError(response))
                .map(([status, response]) => (
                  <Response key={status} status={status} response={response} t={t} />
                ))}
            </ul>
            <Errors responses={Object.entries(op.responses).filter(([, response]) => isPlainError(response))} t={t} />
          </div>
        </div>
      </details>
    </section>
  );
}

/**
 * The whole reference below the page's heading, of the published document the page hands it
 * (openApiDocument of app/server/routes.generated.ts: components/ never imports app/).
 */
export async function ApiReference({ doc }: { doc: TOpenApiDocument }) {
  const t = await getTranslations("ApiDocs");
  // The published document has no moderation operations (openApiDocument), so no "Moderation" group.
  const groups = doc.tags.map((tag) => ({ name: tag.name as Exclude<TTag, "Moderation">, entries: entriesOf(doc, tag.name) }));
  const codes = Object.keys(ERRORS) as TErrorCode[];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <nav
        aria-labelledby="api-contents"
        className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
      >
        <h2 id="api-contents" className="text-sm font-bold tracking-wide text-stone-900 uppercase">
          {t("contentsTitle")}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-1">
          <li>
            <a href="#api-overview" className="text-stone-700 underline-offset-4 hover:text-brand-800 hover:underline">
              {t("overviewTitle")}
            </a>
          </li>
          {groups.map(({ name, entries }) => (
            <li key={name}>
              <a href={`#api-${name}`} className="text-stone-700 underline-offset-4 hover:text-brand-800 hover:underline">
                {t(`tags.${name}`)}
              </a>{" "}
              <span className="text-stone-500">({entries.length})</span>
            </li>
          ))}
          <li>
            <a href="#api-types" className="text-stone-700 underline-offset-4 hover:text-brand-800 hover:underline">
              {t("dataTypesTitle")}
            </a>
          </li>
          <li>
            <a href="#api-errors" className="text-stone-700 underline-offset-4 hover:text-brand-800 hover:underline">
              {t("errorsTitle")}
            </a>
          </li>
        </ul>
      </nav>

      <div className="min-w-0 space-y-12">
        <InfoSection id="api-overview" title={t("overviewTitle")} className="scroll-mt-24">
          <p className={proseText}>{t("overviewBase", { base: "/server" })}</p>
          <p className={proseText}>{t("overviewAnswers")}</p>
          <p className={proseText}>{t("overviewErrors")}</p>
          <p className={proseText}>{t("overviewAuth", { login: "POST /server/auth/login" })}</p>
          <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-stone-800">{t("englishNote")}</p>
          <p className={proseText}>
            {t("documentText")}{" "}
            <a href={OPENAPI_PATH} className="font-mono font-semibold break-all text-brand-800 underline underline-offset-4">
              {OPENAPI_PATH}
            </a>
          </p>
        </InfoSection>

        {groups.map(({ name, entries }) => (
          <InfoSection key={name} id={`api-${name}`} title={t(`tags.${name}`)} className="scroll-mt-24">
            <p className="text-sm text-stone-600">{t("endpointCount", { count: entries.length })}</p>
            <div className="space-y-4">
              {entries.map((entry) => (
                <Operation key={`${entry.method} ${entry.path}`} entry={entry} t={t} />
              ))}
            </div>
          </InfoSection>
        ))}

        <InfoSection id="api-types" title={t("dataTypesTitle")} className="scroll-mt-24">
          <p className={proseText}>{t("dataTypesIntro")}</p>
          <div className="space-y-6">
            {Object.entries(doc.components.schemas).map(([name, schema]) => (
              <section key={name} aria-labelledby={typeAnchor(name)} className="scroll-mt-24 space-y-2">
                <h3 id={typeAnchor(name)} className="font-mono text-lg font-bold text-stone-900">
                  {name}
                </h3>
                {typeof schema.description === "string" && (
                  <p lang="en" className="text-sm text-stone-700">
                    {schema.description}
                  </p>
                )}
                <Fields schema={schema} t={t} />
              </section>
            ))}
          </div>
        </InfoSection>

        <InfoSection id="api-errors" title={t("errorsTitle")} className="scroll-mt-24">
          <p className={proseText}>{t("errorsIntro")}</p>
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {codes.map((code) => (
              <li key={code} id={errorAnchor(code)} className="scroll-mt-24 px-4 py-3">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <code className="font-mono text-sm font-bold break-all text-stone-900">{code}</code>
                  <span className="text-sm text-stone-600">{t("httpStatus", { status: ERRORS[code].status })}</span>
                </div>
                <p lang="en" className="mt-1 text-sm text-stone-700">
                  {englishError(code)}
                </p>
              </li>
            ))}
          </ul>
        </InfoSection>
      </div>
    </div>
  );
}
