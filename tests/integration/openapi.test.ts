import path from "node:path";
import { METHODS, type TAnyContract } from "@/lib/api/contract";
import { openApiDocument } from "@/lib/openapi/document";
import { API_ROUTES } from "@/app/server/routes.generated";
import { GET as getOpenApi } from "@/app/server/openapi.json/route";
import { call } from "../helpers/http";

// The API reference is built from each route's contract (the contract.ts beside its route.ts), so it says
// what the handlers enforce as long as they are made with that very contract: `withRoute(contract.GET, …)`
// keeps it on the handler. A handler that `withRoute` does not wrap has a documentation-only contract
// (plainEndpoint). And GET /server/openapi.json answers the document.

type THandler = ((...args: never[]) => unknown) & { contract?: TAnyContract };

const appDir = path.resolve(__dirname, "../../app");

describe("each route's handlers", () => {
  it.each(API_ROUTES.map((r) => [r.folder, r] as const))("app/%s are made with the contracts of its contract.ts", async (_f, route) => {
    const mod = (await import(path.join(appDir, route.folder, "route.ts"))) as Record<string, THandler>;
    const exported = METHODS.filter((m) => mod[m]);
    expect(exported.length).toBeGreaterThan(0);
    expect(METHODS.filter((m) => route.contracts[m])).toEqual(exported);
    for (const method of exported) {
      const contract = route.contracts[method]!;
      // The same object, not a look-alike; none on a handler that withRoute does not make.
      const expected = contract.isWrapped === false ? undefined : contract;
      expect([method, mod[method].contract === expected]).toEqual([method, true]);
    }
  });
});

describe("GET /server/openapi.json", () => {
  it("answers the OpenAPI document as JSON, cacheable", async () => {
    const res = await call(getOpenApi as never, "GET", "/server/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/public/);
    expect(res.json).toEqual(JSON.parse(JSON.stringify(openApiDocument(API_ROUTES))));
    expect(res.json.openapi).toBe("3.1.0");
    expect(Object.keys(res.json.paths)).toContain("/server/pets/{id}");
  });
});
