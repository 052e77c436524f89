/**
 * The tab's live connection (components/live/live-connection.ts) against a stand-in EventSource, with fake
 * timers: what it does when the server ends its stream, and how a hidden tab lets the stream go. The
 * server side of the same (the cap of open streams per person) is tests/integration/live-events.test.ts.
 */
type TListener = (e: MessageEvent<string>) => void;

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, TListener[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(kind: string, f: TListener) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), f]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server sends a frame. */
  emit(kind: string, data: unknown, lastEventId = "") {
    for (const f of this.listeners.get(kind) ?? []) f({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
}

const documentListeners = new Map<string, () => void>();
const fakeDocument = {
  visibilityState: "visible" as "visible" | "hidden",
  addEventListener: (kind: string, f: () => void) => documentListeners.set(kind, f),
  removeEventListener: (kind: string) => documentListeners.delete(kind),
};
const setVisibility = (state: "visible" | "hidden") => {
  fakeDocument.visibilityState = state;
  documentListeners.get("visibilitychange")?.();
};

Object.assign(globalThis, {
  EventSource: FakeEventSource,
  document: fakeDocument,
  window: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

// Imported after the stand-ins are in place (the module reads EventSource when it connects).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { openLiveConnection } = require("@/components/live/live-connection") as typeof import("@/components/live/live-connection");

const connectTab = () => {
  const seen = { statuses: [] as string[], polling: [] as boolean[], ended: 0 };
  const stop = openLiveConnection({
    onStatus: (s) => seen.statuses.push(s),
    onPolling: (p) => seen.polling.push(p),
    onEnd: () => seen.ended++,
  });
  return { seen, stop, source: () => FakeEventSource.opened.at(-1)! };
};

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.opened = [];
  fakeDocument.visibilityState = "visible";
});
afterEach(() => {
  jest.useRealTimers();
});

describe("the live connection", () => {
  it("set aside by `end` replaced: closes, polls, and does not reconnect at once, only minutes later", () => {
    const { seen, stop } = connectTab();
    const first = FakeEventSource.opened[0];
    first.emit("ready", { lastEventId: "41" });
    expect(seen.statuses.at(-1)).toBe("live");
    first.emit("end", { reason: "replaced" });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(seen.polling.at(-1)).toBe(true);
    expect(seen.ended).toBe(0);
    // A reconnect now would put another tab's stream out, which would do the same.
    jest.advanceTimersByTime(100_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    jest.advanceTimersByTime(100_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    // From where it was: nothing is missed.
    expect(FakeEventSource.opened[1].url).toBe("/server/events?lastEventId=41");
    stop();
  });

  it("set aside, reconnects as soon as the tab is shown again", () => {
    const { stop } = connectTab();
    FakeEventSource.opened[0].emit("ready", { lastEventId: "7" });
    FakeEventSource.opened[0].emit("end", { reason: "replaced" });
    setVisibility("hidden");
    jest.advanceTimersByTime(5_000);
    setVisibility("visible");
    expect(FakeEventSource.opened).toHaveLength(2);
    stop();
  });

  it("signed out or suspended: stops for good and says so", () => {
    for (const reason of ["signed-out", "suspended"]) {
      FakeEventSource.opened = [];
      const { seen } = connectTab();
      FakeEventSource.opened[0].emit("ready", { lastEventId: "1" });
      FakeEventSource.opened[0].emit("end", { reason });
      expect(seen.ended).toBe(1);
      jest.advanceTimersByTime(30 * 60_000);
      setVisibility("hidden");
      setVisibility("visible");
      expect(FakeEventSource.opened).toHaveLength(1);
    }
  });

  it("a tab opened in the background lets its stream go after a minute, and opens it when shown", () => {
    fakeDocument.visibilityState = "hidden";
    const { stop } = connectTab();
    const first = FakeEventSource.opened[0];
    first.emit("ready", { lastEventId: "3" });
    jest.advanceTimersByTime(59_000);
    expect(first.readyState).not.toBe(FakeEventSource.CLOSED);
    jest.advanceTimersByTime(2_000);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    setVisibility("visible");
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1].url).toBe("/server/events?lastEventId=3");
    stop();
  });
});

// A module (not a script), so its names do not meet the DOM globals.
export {};
