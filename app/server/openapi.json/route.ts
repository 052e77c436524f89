// GET /server/openapi.json — the OpenAPI 3.1 description of this API (lib/openapi/document.ts, from the
// routes that app/server/routes.generated.ts lists), built with the app: it depends on the code only, so
// it is rendered once at build time and served as a file.
import { openApiDocument } from "@/lib/openapi/document";
import { API_ROUTES } from "@/app/server/routes.generated";

export const dynamic = "force-static";

export function GET() {
  return new Response(JSON.stringify(openApiDocument(API_ROUTES)), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      // It changes with a deploy only; a client may keep it for an hour.
      "cache-control": "public, max-age=3600",
    },
  });
}
