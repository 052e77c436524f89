import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// A <form> submitted before its script has loaded (a slow phone) is sent by the browser itself: without
// a method that is a GET, with every field — a password too — in the URL, the history and server logs.
// So every form states its method; only a search form may use GET.
const root = path.resolve(__dirname, "../..");

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? tsxFiles(full) : full.endsWith(".tsx") ? [full] : [];
  });
}

const forms = ["components", "app"]
  .flatMap((dir) => tsxFiles(path.join(root, dir)))
  .flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(/<form\b[^>]*>/g)].map((m) => ({ file: path.relative(root, file), tag: m[0] }));
  });

it("finds the app's forms", () => {
  expect(forms.length).toBeGreaterThan(10);
});

it.each(forms.map((f) => [`${f.file}: ${f.tag.slice(0, 60)}`, f] as const))(
  "%s states its method, and GET only for search",
  (_label, { tag }) => {
    const method = /\bmethod="(get|post)"/.exec(tag)?.[1];
    expect(method).toBeDefined();
    if (method === "get") expect(tag).toContain('role="search"');
  },
);
