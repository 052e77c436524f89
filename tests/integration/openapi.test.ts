import { readdirSync } from "node:fs";
import path from "node:path";
import type { TAnyContract } from "@/lib/api/contract";
import { OPERATIONS } from "@/lib/openapi/operations";
import { openApiDocument } from "@/lib/openapi/document";
import { GET as getOpenApi } from "@/app/server/openapi.json/route";
import { call } from "../helpers/http";

// The API reference says what each handler enforces: its session rule, the very zod schemas it parses
// the body and query with, its upload limit and whether it is rate limited (what `withRoute` keeps on
// the handler as `contract`). And GET /server/openapi.json answers the document.

type THandler = ((...args: never[]) => unknown) & { contract?: TAnyContract };

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name === "route.ts" ? [path.join(dir, e.name)] : [],
  );
}

const appDir = path.resolve(__dirname, "../../app");
const handlers = routeFiles(path.join(appDir, "server")).map((file) => ({
  file,
  template: `/${path.relative(appDir, path.dirname(file)).split(path.sep).join("/")}`.replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}"),
}));

describe("each operation of the API reference", () => {
  it.each(handlers.map((h) => [h.template, h] as const))("%s is what its handlers enforce", async (_template, { file, template }) => {
    const mod = (await import(file)) as Record<string, THandler>;
    const methods = Object.keys(mod).filter((k) => ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(k));
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      const op = OPERATIONS.find((o) => o.method === method && o.path === template);
      expect([method, template, op !== undefined]).toEqual([method, template, true]);
      const contract = mod[method].contract;
      expect([method, template, "withRoute", contract !== undefined]).toEqual([method, template, "withRoute", op!.isWrapped]);
      if (!contract) continue;
      expect([method, template, "auth", op!.auth]).toEqual([method, template, "auth", contract.auth]);
      expect([method, template, "role", op!.role]).toEqual([method, template, "role", contract.role]);
      // The same schema objects, not look-alikes.
      expect([method, template, "body", op!.body === contract.body]).toEqual([method, template, "body", true]);
      expect([method, template, "query", op!.query === contract.query]).toEqual([method, template, "query", true]);
      expect([method, template, "upload limit", op!.multipart?.maxBytes]).toEqual([
        method,
        template,
        "upload limit",
        contract.multipart?.maxBytes,
      ]);
      expect([method, template, "rate limited", Boolean(op!.isRateLimited)]).toEqual([
        method,
        template,
        "rate limited",
        contract.rateLimit !== undefined,
      ]);
      // A path parameter is declared where the route has one.
      expect([method, template, "params", Object.keys(op!.params ?? {}).sort()]).toEqual([
        method,
        template,
        "params",
        [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
      ]);
    }
  });
});

describe("GET /server/openapi.json", () => {
  it("answers the OpenAPI document as JSON, cacheable", async () => {
    const res = await call(getOpenApi as never, "GET", "/server/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/public/);
    expect(res.json).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(res.json.openapi).toBe("3.1.0");
    expect(Object.keys(res.json.paths)).toContain("/server/pets/{id}");
  });
});
