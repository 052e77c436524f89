/**
 * schema.org data for search engines. A data block, not a script the browser runs, so the CSP does not
 * govern it and it needs no nonce (which a cached page could not have).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // `<` escaped so user-visible text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
