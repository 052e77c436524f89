import "server-only";
// The Content-Security-Policy of our pages, which proxy.ts sets on each. Plain function of what it is
// given, so that a unit test can read it for each configuration.

/** Other origins a page may load from, by directive: the photo bucket's, a payment provider's. */
export type TCspSources = { script?: string[]; frame?: string[]; connect?: string[]; img?: string[] };

const join = (own: string, others: string[] | undefined) => [own, ...(others ?? [])].join(" ");

/**
 * The page policy. A page rendered for this request carries a fresh nonce on each of its scripts. A
 * cached page is the same HTML for everyone and can carry no nonce: its inline scripts (Next.js's
 * payload) are allowed by their hashes where the server sees the body (scripts/serve.mjs puts them in
 * place of 'unsafe-inline'); a platform that serves the cache itself (Vercel) keeps 'unsafe-inline'
 * (docs/security.md). `others` adds origins to the directives it names; without it, only our own.
 */
export function pageContentSecurityPolicy({
  nonce,
  others = {},
  dev = false,
}: {
  nonce: string | null;
  others?: TCspSources;
  dev?: boolean;
}): string {
  const scripts = nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "'unsafe-inline'";
  return [
    "default-src 'self'",
    `${join(`script-src 'self' ${scripts}`, others.script)}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    join("img-src 'self' data: blob:", others.img),
    "font-src 'self'",
    `${join("connect-src 'self'", others.connect)}${dev ? " ws:" : ""}`,
    // The photo worker (lib/images/shrink.worker.ts) is a script file of ours; 'strict-dynamic' above
    // would otherwise decide for workers too.
    "worker-src 'self'",
    // Frames fall back to default-src ('self') unless a payment provider's Checkout opens its own.
    ...(others.frame?.length ? [join("frame-src 'self'", others.frame)] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Two sets of sources as one, each directive's in order. */
export function mergeCspSources(...sets: (TCspSources | null)[]): TCspSources {
  const merged: TCspSources = {};
  for (const set of sets)
    for (const [directive, sources] of Object.entries(set ?? {}) as [keyof TCspSources, string[]][])
      merged[directive] = [...(merged[directive] ?? []), ...sources];
  return merged;
}
