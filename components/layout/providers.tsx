"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { config as configureZod } from "zod/v4/core";
import type { TUser } from "@/lib/auth/client";
import { ApiError } from "@/lib/http/client";
import { AuthProvider } from "@/components/account/auth-provider";
import { ToastProvider } from "@/components/ui/toast";
import { LocaleRestorer } from "./locale-restorer";

// In the browser zod would probe `new Function` to compile parsers; the page CSP forbids eval, and the
// probe alone makes the browser report a violation. The interpreted parsers are fast enough for forms.
configureZod({ jitless: true });

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

/** Everything client-side the pages share: react-query, toasts, the session and the language memory. */
export function Providers({ initialUser, children }: { initialUser: TUser | null; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider initialUser={initialUser}>
          <LocaleRestorer />
          {children}
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
