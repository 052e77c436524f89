export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(policy: string, hashes: string[]): string;
export function decodeBody(body: Buffer, encoding: unknown): string;
