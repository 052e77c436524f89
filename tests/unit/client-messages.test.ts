import { readdirSync } from "node:fs";
import path from "node:path";
import { SHELL_NAMESPACES } from "@/lib/i18n/client-messages";
import en from "@/messages/en.json";
import { clientNamespaces, declaredNamespaces } from "../helpers/client-namespaces";

// Pages hand the browser only the message namespaces their client components read
// (lib/i18n/client-messages.tsx). A namespace missing here would show raw keys on that page.
const ROOT = path.resolve(__dirname, "../..");
const pages = (readdirSync(path.join(ROOT, "app/[locale]"), { recursive: true }) as string[])
  .filter((f) => path.basename(f) === "page.tsx")
  .map((f) => path.join("app/[locale]", f))
  .sort()
  .concat("app/not-found.tsx"); // the root 404 has its own provider

// Rendered under the layout's provider only: the layouts themselves and the error and 404 screens.
const SHELL_ENTRIES = ["layout.tsx", "(site)/layout.tsx", "(bare)/layout.tsx", "error.tsx", "(site)/error.tsx", "not-found.tsx", "(site)/not-found.tsx"].map((f) => `app/[locale]/${f}`);

describe("client messages", () => {
  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(15);
  });

  it("the shell's namespaces cover the layouts, error and 404 screens", () => {
    const { namespaces, unknown } = clientNamespaces(SHELL_ENTRIES);
    expect(unknown).toEqual([]);
    expect([...namespaces].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it.each(pages)("%s hands over every namespace its client components read", (page) => {
    const { namespaces, unknown } = clientNamespaces([page]);
    expect(unknown).toEqual([]);
    const declared = declaredNamespaces(page);
    if (namespaces.size === 0) return; // server-rendered only (information pages): nothing to hand over
    expect(declared).not.toBeNull();
    expect([...namespaces].filter((ns) => !declared!.includes(ns)).sort()).toEqual([]);
  });

  it.each(pages)("%s names only namespaces that exist", (page) => {
    for (const ns of declaredNamespaces(page) ?? []) expect(Object.keys(en)).toContain(ns);
  });

  it("notices a client component reading a namespace its page does not hand over", () => {
    // The checker itself: the home page reads HomePets in a client component.
    expect(clientNamespaces(["app/[locale]/(site)/page.tsx"]).namespaces).toContain("HomePets");
    expect(clientNamespaces(["app/[locale]/(site)/about/page.tsx"]).namespaces.size).toBe(0);
  });
});
