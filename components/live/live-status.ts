"use client";
import { createContext, useContext } from "react";

/** The live stream's state: "live" once it is open, "connecting" while it opens again, "offline" when it cannot. */
export type TLiveStatus = "live" | "connecting" | "offline";

export type TLiveContext = {
  status: TLiveStatus;
  /** True when the stream has not been live for FALLBACK_AFTER_MS: the screens poll as before. */
  isPolling: boolean;
};

/** How long the stream may be down before polling takes over. */
export const FALLBACK_AFTER_MS = 10_000;

// Outside the provider (no session), the screens poll as they always did.
export const LiveContext = createContext<TLiveContext>({ status: "offline", isPolling: true });

/** "live" | "connecting" | "offline". */
export const useLiveStatus = () => useContext(LiveContext).status;

/**
 * A query's refetchInterval: off while the live stream delivers the news (and for the first
 * FALLBACK_AFTER_MS after it drops, which a reconnect usually covers), `ms` otherwise.
 */
export function usePollInterval(ms: number): number | false {
  return useContext(LiveContext).isPolling ? ms : false;
}
