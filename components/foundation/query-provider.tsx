"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getQueryClient } from "@/lib/query/query-client";

/**
 * Gives its children the page's query cache (lib/query/query-client.ts). Not in the root providers: only the
 * parts that fetch through react-query wrap themselves in it, so public pages load it only for a
 * signed-in visitor (lib/query/registry.ts).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
