"use client";
import type { ReactNode } from "react";
import { AuthProvider } from "@/components/account/auth-provider";
import { ToastProvider } from "@/components/ui/toast";
import { LocaleRestorer } from "./locale-restorer";

/**
 * Everything client-side the pages share: toasts, the session and the language memory. The query
 * cache is not here: the parts that need it bring it (components/layout/query-provider.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AuthProvider>
        <LocaleRestorer />
        {children}
      </AuthProvider>
    </ToastProvider>
  );
}
