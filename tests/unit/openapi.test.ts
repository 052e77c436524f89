import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import { METHODS } from "@/lib/api/contract";
import { ERRORS } from "@/lib/http/errors";
import { COMPONENT_REF, fullOpenApiDocument, openApiDocument, type TJsonSchema } from "@/lib/openapi/document";
import { pathOf, pathParamsOf } from "@/lib/openapi/paths";
import { LISTING_EDIT_FORM } from "@/lib/pets/listing-form";
import { ZPetEdit } from "@/lib/pets/schemas";
import { API_ROUTES } from "@/app/server/routes.generated";
import { documentAjv, expectDocumentedAnswer } from "../helpers/openapi";

// The API reference (lib/openapi, served at /server/openapi.json) is a sound OpenAPI 3.1 document, built
// from the contracts of the routes (the contract.ts beside each route.ts), and it describes exactly the
// route handlers under app/server: every route file's methods are in it, and nothing else is.
// (tests/integration/openapi.test.ts checks that each handler is made with its contract.) The whole
// document is checked here; the published one is the same without the moderation API.

const doc = fullOpenApiDocument(API_ROUTES);
const root = path.resolve(__dirname, "../..");
// HEAD and OPTIONS too: a route that exported one would be missing from the document.
const EXPORTABLE = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/** Every route file under app/server as "METHOD /path/{param}", from the methods it exports. */
function routeOperations(dir = path.join(root, "app/server")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeOperations(full);
    if (entry.name !== "route.ts") return [];
    const template = pathOf(path.relative(path.join(root, "app"), dir).split(path.sep).join("/"));
    const source = readFileSync(full, "utf8");
    const methods = [...source.matchAll(/^export (?:const|(?:async )?function) (\w+)/gm)]
      .map((m) => m[1])
      .filter((name) => EXPORTABLE.includes(name));
    if (!methods.length) throw new Error(`${full} exports no method`);
    return methods.map((m) => `${m} ${template}`);
  });
}

const documented = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`));
const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
  Object.entries(item).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, path: p, op })),
);

/** Every schema in the document, where it is. */
function schemasIn(): [string, TJsonSchema][] {
  const out: [string, TJsonSchema][] = Object.entries(doc.components.schemas).map(([name, s]) => [`components.schemas.${name}`, s]);
  for (const { key, op } of operations) {
    for (const p of op.parameters ?? []) out.push([`${key} parameter ${p.name}`, p.schema]);
    for (const [media, c] of Object.entries(op.requestBody?.content ?? {})) if (c.schema) out.push([`${key} request ${media}`, c.schema]);
    for (const [status, r] of Object.entries(op.responses)) {
      for (const [media, c] of Object.entries(r.content ?? {})) if (c.schema) out.push([`${key} ${status} ${media}`, c.schema]);
    }
  }
  return out;
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => (k === "$ref" && typeof v === "string" ? [v] : refsIn(v)));
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with its info, tags and security schemes", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    const tags = doc.tags.map((t) => t.name);
    expect(new Set(tags).size).toBe(tags.length);
    for (const { key, op } of operations) {
      expect([key, op.tags.every((t) => tags.includes(t))]).toEqual([key, true]);
      for (const requirement of op.security)
        for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
    }
  });

  it("publishes everything but the moderation API, which answers 404 to everyone else", () => {
    const published = openApiDocument(API_ROUTES);
    const paths = Object.keys(published.paths);
    expect(paths.some((p) => p.startsWith("/server/admin"))).toBe(false);
    expect(published.tags.map((t) => t.name)).not.toContain("Moderation");
    for (const { folder, contracts } of API_ROUTES) {
      for (const method of METHODS.filter((m) => contracts[m])) {
        const where = [method, pathOf(folder)];
        expect([...where, contracts[method]!.role === "moderator"]).toEqual([...where, folder.startsWith("server/admin/")]);
        if (!contracts[method]!.role)
          expect([...where, published.paths[pathOf(folder)]?.[method.toLowerCase()] !== undefined]).toEqual([...where, true]);
      }
    }
  });

  it("describes no 401 for the moderation API: signed out is answered 404 NOT_FOUND like any non-moderator", () => {
    const admin = operations.filter(({ path: p }) => p.startsWith("/server/admin/"));
    expect(admin.length).toBeGreaterThanOrEqual(7);
    for (const { key, op } of admin) {
      expect([key, Object.keys(op.responses).includes("401")]).toEqual([key, false]);
      expect([key, op.responses["404"]?.["x-error-codes"]?.includes("NOT_FOUND")]).toEqual([key, true]);
      expect([key, Object.values(op.responses).some((r) => r["x-error-codes"]?.includes("UNAUTHORIZED"))]).toEqual([key, false]);
    }
  });

  it("describes every route handler under app/server, and nothing else", () => {
    const routes = routeOperations();
    expect(routes.length).toBeGreaterThan(40);
    expect([...documented].sort()).toEqual([...routes].sort());
  });

  it("is built from every route folder: app/server/routes.generated.ts is what scripts/gen-api-routes.mjs writes", () => {
    // Fails after a route is added, moved or removed until the script runs again.
    expect(() =>
      execFileSync(process.execPath, [path.join(root, "scripts/gen-api-routes.mjs"), "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });

  it("takes each path from its folder: [id] is {id}, and a catch-all [...key] is {key} too", () => {
    expect(pathOf("server/pets/[id]/report")).toBe("/server/pets/{id}/report");
    expect(pathParamsOf("server/pets/[id]/report")).toEqual([{ name: "id", isCatchAll: false }]);
    expect(pathOf("server/images/[...key]")).toBe("/server/images/{key}");
    expect(pathParamsOf("server/images/[...key]")).toEqual([{ name: "key", isCatchAll: true }]);
    expect(doc.paths["/server/images/{key}"].get.parameters?.[0]).toMatchObject({ name: "key", in: "path", "x-catch-all": true });
  });

  it("gives every operation a unique id, a summary, a success answer and described responses", () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations) {
      expect([key, op.summary.length > 0]).toEqual([key, true]);
      const statuses = Object.keys(op.responses);
      // A success is a 2xx, or a redirect for the addresses a browser opens (the unsubscribe link's 303).
      expect([key, statuses.some((s) => /^(2\d\d|30[1-8])$/.test(s))]).toEqual([key, true]);
      for (const [status, r] of Object.entries(op.responses)) {
        expect([key, status, /^[1-5]\d\d$/.test(status), r.description.length > 0]).toEqual([key, status, true, true]);
      }
    }
  });

  it("declares each path parameter of a template, and only those", () => {
    for (const { key, path: template, op } of operations) {
      const inTemplate = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === "path");
      expect([key, declared.map((p) => p.name).sort()]).toEqual([key, inTemplate]);
      for (const p of declared) expect([key, p.name, p.required]).toEqual([key, p.name, true]);
    }
  });

  it("lists the error codes behind each error status, each with that status", () => {
    for (const { key, op } of operations) {
      for (const [status, r] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const codes = r["x-error-codes"] ?? [];
        expect([key, status, codes.length > 0]).toEqual([key, status, true]);
        for (const code of codes) expect([key, code, ERRORS[code].status]).toEqual([key, code, Number(status)]);
      }
    }
  });

  it("takes the error answer's codes from lib/http/errors.ts, with the optional field details", () => {
    const error = doc.components.schemas.Error as { properties: Record<string, TJsonSchema>; required: string[] };
    expect(error.properties.code.enum).toEqual(Object.keys(ERRORS));
    expect(error.required.sort()).toEqual(["code", "message", "success"]);
    expect(Object.keys(error.properties)).toEqual(expect.arrayContaining(["fieldErrors", "fieldCodes", "params"]));
  });

  it("resolves every reference to a component", () => {
    for (const ref of refsIn(doc)) {
      expect(ref.startsWith(COMPONENT_REF)).toBe(true);
      expect(doc.components.schemas).toHaveProperty([ref.slice(COMPONENT_REF.length)]);
    }
  });

  it("has only schemas that compile as JSON Schema 2020-12 (ajv, strict)", () => {
    const { compile } = documentAjv();
    const all = schemasIn();
    expect(all.length).toBeGreaterThan(100);
    for (const [where, schema] of all) {
      let problem = "";
      try {
        compile(schema);
      } catch (e) {
        problem = (e as Error).message;
      }
      expect([where, problem]).toEqual([where, ""]);
    }
  });

  it("describes a form upload from the schema withRoute parses it with: each field, the lists as JSON text of the field's schema", () => {
    const edit = doc.paths["/server/pets/{id}"].put.requestBody!.content["multipart/form-data"].schema!;
    const properties = edit.properties as Record<string, TJsonSchema>;
    expect(Object.keys(properties).sort()).toEqual([...Object.keys(ZPetEdit.shape), "images"].sort());
    for (const name of Object.keys(LISTING_EDIT_FORM.jsonFields!)) {
      expect(properties[name]).toMatchObject({ type: "string", contentMediaType: "application/json", contentSchema: { type: "array" } });
    }
    expect(properties.keepImageIds.contentSchema).toMatchObject({ items: { type: "string", maxLength: 40 } });
    expect(properties.name).toEqual({ type: "string", minLength: 1, maxLength: 80 });
    expect(edit.required).toEqual(["name", "breed", "age", "gender", "price", "location", "description"]);
  });

  it("has a heading in messages/en.json (ApiDocs.tags) for each tag, for the reference page", () => {
    for (const tag of openApiDocument(API_ROUTES).tags) expect(en.ApiDocs.tags).toHaveProperty([tag.name]);
  });
});

describe("the answer check of the integration tests (tests/helpers/openapi.ts)", () => {
  const json = "application/json";
  const pet = {
    id: "p1",
    name: "Bruno",
    breed: "Lab",
    age: "2 years",
    price: 15000,
    location: "Pune",
    description: "Kind",
    gender: "male",
    features: [],
    status: "active",
    views: 0,
    likes: 0,
    images: [],
    thumbnails: [],
    species: null,
    bornOn: "2025-05-20",
    createdAt: "2025-07-20T10:00:00.000Z",
    mode: "sale",
    registered: null,
  };
  const check =
    (method: string, pathname: string, status: number, body: unknown, contentType: string | null = json) =>
    () =>
      expectDocumentedAnswer({ method, pathname, status, contentType, text: typeof body === "string" ? body : JSON.stringify(body) });

  it("accepts a documented answer, matching the operation by its path template", () => {
    expect(check("GET", "/server/pets", 200, { success: true, pets: [pet], nextCursor: null })).not.toThrow();
    expect(check("GET", "/server/pets/user", 200, { success: true, pets: [{ ...pet, hidden: null }] })).not.toThrow();
    expect(check("GET", "/server/pets/abc", 404, { success: false, code: "PET_NOT_FOUND", message: "Pet not found" })).not.toThrow();
    expect(check("GET", "/server/images/pets/abc/sm.webp", 200, "RIFF", "image/webp")).not.toThrow();
    expect(check("GET", "/server/images/pets/abc/sm.webp", 304, "", null)).not.toThrow();
  });

  it("refuses an undocumented operation, status or content type", () => {
    expect(check("GET", "/server/nope", 200, {})).toThrow(/is no operation/);
    expect(check("PATCH", "/server/cart", 200, {})).toThrow(/is no operation/);
    expect(check("GET", "/server/pets", 418, {})).toThrow(/answered 418, which \/server\/openapi.json does not document/);
    expect(check("GET", "/server/pets", 200, "<html>", "text/html")).toThrow(/answered text\/html/);
    expect(check("GET", "/server/images/pets/abc/sm.webp", 304, "body", null)).toThrow(/has no body/);
  });

  it("refuses a body that does not match: a wrong type, a missing or an extra field, an unknown error code, a code the endpoint does not list", () => {
    expect(check("GET", "/server/pets", 200, { success: true, pets: [{ ...pet, price: "15000" }], nextCursor: null })).toThrow(
      /\/pets\/0\/price must be integer/,
    );
    expect(check("GET", "/server/pets", 200, { success: true, pets: [] })).toThrow(/nextCursor/);
    expect(check("GET", "/server/pets", 200, { success: true, pets: [{ ...pet, secret: 1 }], nextCursor: null })).toThrow(
      /must NOT have additional properties/,
    );
    expect(check("GET", "/server/pets/abc", 404, { success: false, code: "NOPE", message: "x" })).toThrow(
      /\/code must be equal to one of the allowed values/,
    );
    // A real code, but not one this endpoint lists for the status.
    expect(check("GET", "/server/pets/abc", 404, { success: false, code: "ORDER_NOT_FOUND", message: "Order not found" })).toThrow(
      /do not list \(PET_NOT_FOUND\)/,
    );
    expect(check("GET", "/server/pets", 200, { success: true, pets: [{ ...pet, createdAt: "yesterday" }], nextCursor: null })).toThrow(
      /must match format "date-time"/,
    );
  });

  it("allows the error answer's optional field codes and parameters", () => {
    const error = {
      success: false,
      code: "VALIDATION",
      message: "Check the fields",
      fieldErrors: { name: ["Too long"] },
      fieldCodes: { name: ["nameMax"] },
      params: { max: 80, field: "name" },
    };
    expect(check("POST", "/server/cart", 422, error)).not.toThrow();
  });
});
