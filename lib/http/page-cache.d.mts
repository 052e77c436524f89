import type { IncomingMessage, ServerResponse } from "node:http";

export const PAGE_CACHE: unique symbol;
export const CACHED_PAGE_HEADER: "x-pawbazaar-cached-page";
export function publicPath(path: string): string;

type TEntry = {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  etag?: string;
  storedAt: number;
  expiresAt: number;
  path: string;
  size: number;
};
type TRequest = { key: string | null; method?: string; path: string; ifNoneMatch: string };
export type TPageCache = {
  describe(req: IncomingMessage): TRequest;
  lookup(request: TRequest): TEntry | null;
  respond(request: TRequest, res: ServerResponse, entry: TEntry): void;
  store(request: TRequest, startedAt: number, status: number, headers: Record<string, unknown>, body: Buffer): boolean;
  purge(paths: string[]): void;
  stats: { hits: number; misses: number; stored: number; purged: number };
  size(): { entries: number; bytes: number };
};
export function createPageCache(options?: { maxBytes?: number; graceMs?: number; localeCookie?: string; now?: () => number }): TPageCache;
