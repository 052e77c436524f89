// A route's URL from its folder under app/ (what Next.js serves it at), as the OpenAPI document writes it.

export type TPathParam = { name: string; isCatchAll: boolean };

const SEGMENT = /\[(\.\.\.)?(\w+)\]/g;

/** `server/pets/[id]` → `/server/pets/{id}`; a catch-all `[...key]` is `{key}` too. */
export const pathOf = (folder: string) => `/${folder.replace(SEGMENT, "{$2}")}`;

/** The path parameters of a route folder, in order: `server/images/[...key]` → key, a catch-all. */
export const pathParamsOf = (folder: string): TPathParam[] =>
  [...folder.matchAll(SEGMENT)].map((m) => ({ name: m[2], isCatchAll: m[1] !== undefined }));
