// The tab's one EventSource on GET /server/events, loaded only for a signed-in person
// (live-events-provider.tsx). It keeps the stream open across the server's planned ends (`reconnect`,
// every 280 s), drops on the network's whims and hidden tabs, and says when polling must take over.
import { LIVE_EVENT_KINDS } from "@/lib/live/kinds";
import { applyLiveEvent, refreshAllLive, type TLiveEvent } from "./live-events";
import { FALLBACK_AFTER_MS, type TLiveStatus } from "./live-status";

type TOptions = {
  onStatus: (status: TLiveStatus) => void;
  onPolling: (isPolling: boolean) => void;
  /** The server ended the stream for good (signed out, suspended). */
  onEnd: () => void;
};

const STREAM_URL = "/server/events";
// After a failed connection (the browser gives up on a 4xx/5xx answer): 1 s, 3 s, 10 s… with jitter.
const RETRY_MS = [1_000, 3_000, 10_000, 30_000, 60_000];
// A tab hidden this long lets its stream go (a phone's battery, the browser's six connections per
// host on HTTP/1.1, the server's cap of open streams per person); it opens again when the tab is shown,
// replaying what it missed. A tab opened in the background counts as hidden from the start.
const HIDDEN_CLOSE_MS = 60_000;
// The server ended this tab's stream for a newer one (`end` "replaced": the person has more tabs and
// devices open than it keeps streams for). The tab polls, and tries again when it is next shown or
// after this long (with jitter): reconnecting at once would put another tab's stream out, which would
// do the same, round and round. This way tabs beyond the cap take turns every few minutes.
const REPLACED_RETRY_MS = 150_000;
// The ids of the events applied lately: a reconnect sends the last half-minute's again (in case one of them
// committed late, while the tab was away), and only the one not seen yet counts.
const APPLIED_MEMORY = 200;

/** Opens the stream; returns the function that closes it for good. */
export function openLiveConnection({ onStatus, onPolling, onEnd }: TOptions): () => void {
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let hasBeenLive = false;
  let failures = 0;
  let isStopped = false;
  let isPaused = false;
  let isReplaced = false;
  let status: TLiveStatus | null = null;
  let isPolling = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  const applied = new Set<string>();
  /** Whether the event is new to this tab; remembers it. */
  const isNew = (id: unknown) => {
    if (typeof id !== "string" || !id) return true;
    if (applied.has(id)) return false;
    applied.add(id);
    if (applied.size > APPLIED_MEMORY) applied.delete(applied.values().next().value!);
    return true;
  };

  const setPolling = (next: boolean) => {
    if (next !== isPolling) onPolling((isPolling = next));
  };
  // Polling starts once the stream has not been live for FALLBACK_AFTER_MS in a row.
  const startFallbackClock = () => {
    if (fallbackTimer !== undefined || isPolling) return;
    fallbackTimer = setTimeout(() => {
      fallbackTimer = undefined;
      setPolling(true);
    }, FALLBACK_AFTER_MS);
  };
  const setStatus = (next: TLiveStatus) => {
    if (next === "live") {
      clearTimeout(fallbackTimer);
      fallbackTimer = undefined;
      setPolling(false);
    } else if (!isPaused) {
      startFallbackClock();
    }
    if (next !== status) onStatus((status = next));
  };

  const rememberId = (e: MessageEvent) => {
    if (e.lastEventId) lastEventId = e.lastEventId;
  };

  const close = () => {
    source?.close();
    source = null;
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  const connect = () => {
    close();
    isReplaced = false;
    if (isStopped) return;
    const url = lastEventId ? `${STREAM_URL}?lastEventId=${encodeURIComponent(lastEventId)}` : STREAM_URL;
    const es = new EventSource(url);
    source = es;
    const isCatchUpNeeded = hasBeenLive && !lastEventId;
    setStatus("connecting");

    es.addEventListener("ready", (e) => {
      const message = e as MessageEvent<string>;
      rememberId(message);
      // The newest id the server has for me, so a later stream replays from it even when none came.
      try {
        const ready = JSON.parse(message.data) as { lastEventId?: unknown };
        if (typeof ready.lastEventId === "string" && /^\d{1,19}$/.test(ready.lastEventId)) lastEventId = ready.lastEventId;
      } catch {
        // No id: a reconnect reads everything again instead.
      }
      failures = 0;
      // Events between the last stream and this one cannot be replayed without an id: read it all again.
      if (isCatchUpNeeded) refreshAllLive();
      hasBeenLive = true;
      setStatus("live");
    });
    for (const kind of LIVE_EVENT_KINDS) {
      es.addEventListener(kind, (e) => {
        const message = e as MessageEvent<string>;
        rememberId(message);
        let event: TLiveEvent | null = null;
        try {
          event = JSON.parse(message.data) as TLiveEvent;
        } catch {
          return;
        }
        if (isNew(event?.id)) applyLiveEvent({ kind, data: event?.data ?? {} });
      });
    }
    // The server's planned end (before its time limit): open the next stream at once, from the last id.
    es.addEventListener("reconnect", () => {
      if (source === es) connect();
    });
    // Signed out or suspended: no reconnect. Replaced by a newer stream: a reconnect, but not now.
    es.addEventListener("end", (e) => {
      if (source !== es) return;
      if (reasonOf(e as MessageEvent<string>) === "replaced") {
        setAside();
        return;
      }
      stop();
      onEnd();
    });
    es.onopen = () => {
      failures = 0;
    };
    es.onerror = () => {
      if (source !== es) return;
      if (es.readyState === EventSource.CLOSED) {
        // An answer that is not a stream (401, 503…): the browser will not try again; we do, later.
        close();
        setStatus("offline");
        const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
        retryTimer = setTimeout(connect, wait * (0.75 + Math.random() * 0.5));
      } else {
        // The browser reconnects by itself (retry: 3000), sending Last-Event-ID.
        setStatus(navigator.onLine === false ? "offline" : "connecting");
      }
    };
  };

  const setAside = () => {
    close();
    isReplaced = true;
    clearTimeout(fallbackTimer);
    fallbackTimer = undefined;
    setPolling(true);
    if (status !== "offline") onStatus((status = "offline"));
    retryTimer = setTimeout(connect, REPLACED_RETRY_MS * (0.75 + Math.random() * 0.5));
  };

  const onOnline = () => {
    if (!isPaused && !isReplaced && (!source || source.readyState !== EventSource.OPEN)) connect();
  };
  const onOffline = () => setStatus("offline");
  const onVisibility = () => {
    if (document.visibilityState === "hidden") {
      hiddenTimer ??= setTimeout(() => {
        hiddenTimer = undefined;
        isPaused = true;
        close();
        clearTimeout(fallbackTimer);
        fallbackTimer = undefined;
        setPolling(false);
        setStatus("connecting");
      }, HIDDEN_CLOSE_MS);
    } else {
      clearTimeout(hiddenTimer);
      hiddenTimer = undefined;
      if (isPaused || isReplaced) {
        isPaused = false;
        connect();
      }
    }
  };

  function stop() {
    isStopped = true;
    close();
    clearTimeout(fallbackTimer);
    clearTimeout(hiddenTimer);
    window.removeEventListener("online", onOnline);
    window.removeEventListener("offline", onOffline);
    document.removeEventListener("visibilitychange", onVisibility);
    setPolling(true);
    if (status !== "offline") onStatus((status = "offline"));
  }

  onPolling(false);
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onOffline);
  document.addEventListener("visibilitychange", onVisibility);
  connect();
  if (document.visibilityState === "hidden") onVisibility();
  return stop;
}

/** The `reason` of an `end` frame's data, or null. */
function reasonOf(e: MessageEvent<string>): string | null {
  try {
    const data = JSON.parse(e.data) as { reason?: unknown };
    return typeof data.reason === "string" ? data.reason : null;
  } catch {
    return null;
  }
}
