import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client/fetch";
import { registerQueryCache } from "./registry";

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | null = null;

/**
 * The one query cache of the page, shared by every part that uses it (so a change on the cart screen
 * moves the header's badge). On the server, a fresh one per render: nothing is shared between visitors.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  if (!browserClient) {
    browserClient = makeQueryClient();
    registerQueryCache(browserClient);
  }
  return browserClient;
}
