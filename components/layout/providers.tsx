"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiError } from "@/lib/http/client";
import { AuthProvider } from "@/components/account/auth-provider";
import { ToastProvider } from "@/components/ui/toast";
import { LocaleRestorer } from "./locale-restorer";

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
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>
          <LocaleRestorer />
          {children}
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
