import "server-only";
import { StreamedList } from "./data-export-rows";

// The data export's JSON files as text, written as their rows are read.

const pad = (depth: number) => "  ".repeat(depth);
const indented = (json: string, depth: number) => json.replaceAll("\n", `\n${pad(depth)}`);
const isStreamedObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  Object.values(value).some((v) => v instanceof StreamedList);

/** What `JSON.stringify(value, null, 2)` gives, as pieces, with each StreamedList written as its pages come. */
export async function* prettyJson(value: unknown, depth = 0): AsyncGenerator<string> {
  if (value instanceof StreamedList) {
    let isEmpty = true;
    for await (const rows of value.pages) {
      if (!rows.length) continue;
      yield (isEmpty ? "[\n" : ",\n") + rows.map((row) => pad(depth + 1) + indented(JSON.stringify(row, null, 2), depth + 1)).join(",\n");
      isEmpty = false;
    }
    yield isEmpty ? "[]" : `\n${pad(depth)}]`;
  } else if (isStreamedObject(value)) {
    const entries = Object.entries(value);
    yield "{\n";
    for (const [i, [key, v]] of entries.entries()) {
      yield `${pad(depth + 1)}${JSON.stringify(key)}: `;
      yield* prettyJson(v, depth + 1);
      yield i < entries.length - 1 ? ",\n" : "\n";
    }
    yield `${pad(depth)}}`;
  } else {
    yield indented(JSON.stringify(value ?? null, null, 2), depth);
  }
}
