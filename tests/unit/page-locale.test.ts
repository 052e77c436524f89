import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Layouts and pages render side by side, so each names its page's language itself: one that translates
// on the server without doing so can render another language's words (a Telugu login page drew its card
// in English when the bare layout's logo read its texts first). The root `[locale]` layout sets the
// language with setRequestLocale; every other layout and page calls resolvePageLocale.
const namesItsLocale = (source: string) => /\b(resolvePageLocale|setRequestLocale)\(/.test(source);

const root = path.join(process.cwd(), "app", "[locale]");
const files = (readdirSync(root, { recursive: true }) as string[])
  .filter((f) => ["page.tsx", "layout.tsx"].includes(path.basename(f)))
  .map((f) => path.join("app", "[locale]", f));

describe("every page and layout names its language", () => {
  it("tells a file that names it from one that does not", () => {
    expect(namesItsLocale("export default async function L({ params }) {\n  await resolvePageLocale(params);\n}")).toBe(true);
    expect(namesItsLocale("setRequestLocale(locale);")).toBe(true);
    expect(namesItsLocale("export default function L({ children }) {\n  return <Logo />;\n}")).toBe(false);
    expect(namesItsLocale("// resolvePageLocale is not called here")).toBe(false);
  });

  it("finds the pages and layouts", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toContain(path.join("app", "[locale]", "(bare)", "layout.tsx"));
  });

  it.each(files)("%s", (file) => {
    expect(namesItsLocale(readFileSync(file, "utf8"))).toBe(true);
  });
});
