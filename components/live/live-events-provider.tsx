"use client";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useAuth } from "@/components/foundation/auth-provider";
import { LiveContext, type TLiveStatus } from "./live-status";

/**
 * Live updates for a signed-in person: one EventSource on /server/events per tab (live-connection.ts,
 * loaded only with a session), whose events refresh the query caches that show them (live-events.ts).
 * Signed out there is no stream, and the screens poll as before.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { user, refreshUser } = useAuth();
  const userId = user?.id ?? null;
  const [live, setLive] = useState<{ userId: string | null; status: TLiveStatus; isPolling: boolean }>({
    userId: null,
    status: "offline",
    isPolling: true,
  });

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let isCancelled = false;
    void import("./live-connection").then(
      ({ openLiveConnection }) => {
        if (isCancelled) return;
        stop = openLiveConnection({
          onStatus: (status) => setLive((s) => ({ userId, status, isPolling: s.userId === userId && s.isPolling })),
          onPolling: (isPolling) => setLive((s) => ({ userId, status: s.userId === userId ? s.status : "connecting", isPolling })),
          // The session is over on the server: learn it here too (a 401 signs the tab out).
          onEnd: () => void refreshUser().catch(() => undefined),
        });
      },
      () => {
        // Its script could not be fetched (a flaky network): poll as before.
        if (!isCancelled) setLive({ userId, status: "offline", isPolling: true });
      },
    );
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [userId, refreshUser]);

  // Until this user's stream reports, it is connecting (and the first FALLBACK_AFTER_MS poll nothing:
  // the screens fetch once as they open); signed out, the screens poll as before.
  const value = useMemo(
    () =>
      !userId
        ? { status: "offline" as const, isPolling: true }
        : live.userId === userId
          ? { status: live.status, isPolling: live.isPolling }
          : { status: "connecting" as const, isPolling: false },
    [userId, live.userId, live.status, live.isPolling],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
