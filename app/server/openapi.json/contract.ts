import * as z from "zod";
import { plainEndpoint } from "@/lib/api/contract";

export const GET = plainEndpoint({
  tag: "Service",
  auth: "none",
  summary: "This description (OpenAPI 3.1)",
  responses: [
    {
      status: 200,
      description: "The OpenAPI document.",
      schema: z.record(z.string(), z.unknown()).meta({ description: "An OpenAPI 3.1 document." }),
    },
  ],
});
