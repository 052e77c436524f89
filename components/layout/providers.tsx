"use client";
import type { ReactNode } from "react";
import { AuthProvider } from "@/components/foundation/auth-provider";
import { LiveEventsProvider } from "@/components/live/live-events-provider";
import { ServiceWorkerRegistration } from "@/components/sw/service-worker-registration";
import { ToastProvider } from "@/components/ui/toast";
import { VitalsReporter } from "@/components/vitals/vitals-reporter";
import { LocaleRestorer } from "./locale-restorer";

/**
 * Everything client-side the pages share: toasts, the session, the live updates of a signed-in person
 * (components/live), the language memory, the offline worker and the speed measurement of real visits
 * (components/vitals). The query cache is not here: the parts that need it bring it
 * (components/foundation/query-provider.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AuthProvider>
        <LiveEventsProvider>
          <LocaleRestorer />
          <ServiceWorkerRegistration />
          <VitalsReporter />
          {children}
        </LiveEventsProvider>
      </AuthProvider>
    </ToastProvider>
  );
}
