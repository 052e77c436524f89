import type { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { COMPONENT_REF, type TJsonSchema } from "@/lib/openapi/document";

// JSON Schemas of the API reference as people read them: a field list with each field's type, whether
// it is required, its description and its limits. Types are written as code (string, integer, Pet[]);
// a shared type links to its entry under "Data types".

export type TApiDocsT = Awaited<ReturnType<typeof getTranslations<"ApiDocs">>>;

const MAX_DEPTH = 3;
const isObject = (v: unknown): v is TJsonSchema => typeof v === "object" && v !== null && !Array.isArray(v);
const asSchemas = (v: unknown): TJsonSchema[] => (Array.isArray(v) ? v.filter(isObject) : []);

export const typeAnchor = (name: string) => `type-${name}`;
export const refName = (schema: TJsonSchema) =>
  typeof schema.$ref === "string" && schema.$ref.startsWith(COMPONENT_REF) ? schema.$ref.slice(COMPONENT_REF.length) : null;

/** The schema without its `| null`, and whether there was one. */
function withoutNull(schema: TJsonSchema): { base: TJsonSchema; isNullable: boolean } {
  const options = asSchemas(schema.anyOf ?? schema.oneOf);
  const rest = options.filter((o) => o.type !== "null");
  if (options.length === 2 && rest.length === 1)
    return { base: { ...rest[0], ...(schema.description ? { description: schema.description } : {}) }, isNullable: true };
  return { base: schema, isNullable: false };
}

/** `string`, `integer`, `Pet[]`, `"active" | …` — the type of a schema as code. */
export function TypeLabel({ schema, t }: { schema: TJsonSchema; t: TApiDocsT }): ReactNode {
  const ref = refName(schema);
  if (ref) {
    return (
      <a href={`#${typeAnchor(ref)}`} className="text-brand-800 underline underline-offset-2 hover:text-brand-900">
        <code>{ref}</code>
      </a>
    );
  }
  const options = asSchemas(schema.anyOf ?? schema.oneOf);
  if (options.length)
    return (
      <Joined
        parts={options.map((o, i) => (
          <TypeLabel key={i} schema={o} t={t} />
        ))}
      />
    );
  if ("const" in schema) return <code>{JSON.stringify(schema.const)}</code>;
  if (Array.isArray(schema.type)) return <code>{schema.type.join(" | ")}</code>;
  if (schema.type === "array") {
    const items = isObject(schema.items) ? schema.items : {};
    return (
      <span>
        <TypeLabel schema={items} t={t} />
        <code>{"[]"}</code>
      </span>
    );
  }
  if (schema.contentMediaType === "application/octet-stream") return <span>{t("file")}</span>;
  if (schema.type === "object" && !isObject(schema.properties) && isObject(schema.additionalProperties)) {
    return (
      <span>
        <code>{"Record<string, "}</code>
        <TypeLabel schema={schema.additionalProperties} t={t} />
        <code>{">"}</code>
      </span>
    );
  }
  const format = typeof schema.format === "string" ? schema.format : schema.contentMediaType === "application/json" ? "JSON" : null;
  const type = typeof schema.type === "string" ? schema.type : "any";
  return <code>{format ? `${type} (${format})` : type}</code>;
}

function Joined({ parts }: { parts: ReactNode[] }) {
  return (
    <span>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <code>{" | "}</code>}
          {part}
        </span>
      ))}
    </span>
  );
}

const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);

/** The limits of a value, in words of the page's language. */
function limitsOf(schema: TJsonSchema, t: TApiDocsT): string[] {
  const out: string[] = [];
  const [minLength, maxLength] = [num(schema.minLength), num(schema.maxLength)];
  if (minLength !== undefined && maxLength !== undefined) out.push(t("lengthRange", { min: minLength, max: maxLength }));
  else if (maxLength !== undefined) out.push(t("lengthMax", { max: maxLength }));
  else if (minLength !== undefined && minLength > 0) out.push(t("lengthMin", { min: minLength }));
  const [minimum, maximum, above] = [num(schema.minimum), num(schema.maximum), num(schema.exclusiveMinimum)];
  if (minimum !== undefined && maximum !== undefined) out.push(t("valueRange", { min: minimum, max: maximum }));
  else if (minimum !== undefined) out.push(t("valueMin", { min: minimum }));
  else if (maximum !== undefined && above === undefined) out.push(t("valueMax", { max: maximum }));
  if (above !== undefined) out.push(t("valueAbove", { min: above }));
  if (above !== undefined && maximum !== undefined) out.push(t("valueMax", { max: maximum }));
  const [minItems, maxItems] = [num(schema.minItems), num(schema.maxItems)];
  if (minItems !== undefined && maxItems !== undefined) out.push(t("itemsRange", { min: minItems, max: maxItems }));
  else if (maxItems !== undefined) out.push(t("itemsMax", { max: maxItems }));
  if ("default" in schema) out.push(t("defaultValue", { value: JSON.stringify(schema.default) }));
  return out;
}

/** One field: name, type, required or not, description, limits, allowed values, and its own fields. */
function Field({
  name,
  schema: raw,
  isRequired,
  t,
  depth,
}: {
  name: string;
  schema: TJsonSchema;
  isRequired: boolean;
  t: TApiDocsT;
  depth: number;
}) {
  const { base: schema } = withoutNull(raw);
  const limits = limitsOf(schema, t);
  const values = Array.isArray(schema.enum) ? schema.enum : null;
  const items = schema.type === "array" && isObject(schema.items) ? schema.items : null;
  const nested = isObject(schema.properties) ? schema : items && isObject(items.properties) ? items : null;
  const content = isObject(schema.contentSchema) ? schema.contentSchema : null;
  return (
    <li className="space-y-1 px-3 py-2.5">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <code className="font-bold break-all text-stone-900">{name}</code>
        <TypeLabel schema={raw} t={t} />
        <span className={isRequired ? "text-xs font-semibold text-red-800" : "text-xs text-stone-600"}>
          {isRequired ? t("required") : t("optional")}
        </span>
      </div>
      {typeof schema.description === "string" && <p lang="en">{schema.description}</p>}
      {values && <Values values={values} t={t} />}
      {limits.length > 0 && <p className="text-stone-600">{limits.join(" · ")}</p>}
      {typeof schema.pattern === "string" && (
        <p className="text-stone-600">
          {t("pattern")} <code className="break-all">{schema.pattern}</code>
        </p>
      )}
      {content && (
        <div className="text-stone-600">
          {t("jsonText")} <TypeLabel schema={content} t={t} />{" "}
          {[...limitsOf(content, t), ...limitsOf(isObject(content.items) ? content.items : {}, t)].join(" · ")}
        </div>
      )}
      {nested && depth < MAX_DEPTH && <Fields schema={nested} t={t} depth={depth + 1} />}
    </li>
  );
}

function Values({ values, t }: { values: unknown[]; t: TApiDocsT }) {
  return (
    <p className="flex flex-wrap items-baseline gap-1 text-stone-600">
      <span>{t("oneOf")}</span>
      {values.map((v) => (
        <code key={String(v)} className="rounded bg-stone-100 px-1 text-stone-800">
          {typeof v === "string" ? v : JSON.stringify(v)}
        </code>
      ))}
    </p>
  );
}

/** The fields of an object schema, as a list (nested objects indented inside their field). */
export function Fields({ schema, t, depth = 0 }: { schema: TJsonSchema; t: TApiDocsT; depth?: number }) {
  const properties = isObject(schema.properties) ? (schema.properties as Record<string, TJsonSchema>) : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm text-stone-700">
      {Object.entries(properties).map(([name, s]) => (
        <Field key={name} name={name} schema={s} isRequired={required.has(name)} t={t} depth={depth} />
      ))}
    </ul>
  );
}

/** A body: its fields when it is an object, else its type (and the fields of its items). */
export function Body({ schema, t }: { schema: TJsonSchema; t: TApiDocsT }) {
  if (isObject(schema.properties)) return <Fields schema={schema} t={t} />;
  const items = schema.type === "array" && isObject(schema.items) ? schema.items : null;
  return (
    <div className="space-y-2 text-sm text-stone-700">
      <p>
        <TypeLabel schema={schema} t={t} />
      </p>
      {items && isObject(items.properties) && <Fields schema={items} t={t} />}
    </div>
  );
}
