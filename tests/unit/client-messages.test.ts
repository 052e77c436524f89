import { readdirSync } from "node:fs";
import path from "node:path";
import { SHELL_NAMESPACES } from "@/lib/i18n/client-messages";
import { clientNamespaces, receivedNamespaces } from "../helpers/client-namespaces";

// Pages hand the browser only the message namespaces their client components read
// (lib/i18n/client-messages.tsx), on top of what their layouts hand over (the (account) group's layout
// gives every signed-in page the texts they all read). A namespace missing here would show raw keys on
// that page. That a page writes its namespaces out, each one of messages/en.json, is a lint rule
// (i18n/client-namespaces in scripts/eslint/i18n.mjs).
// A test, not a rule: it follows each page's imports through other files.
const ROOT = path.resolve(__dirname, "../..");
const files = (readdirSync(path.join(ROOT, "app/[locale]"), { recursive: true }) as string[])
  .map((f) => path.join("app/[locale]", f))
  .sort();
const pages = files.filter((f) => path.basename(f) === "page.tsx").concat("app/not-found.tsx"); // the root 404 has its own provider
const layouts = files.filter((f) => path.basename(f) === "layout.tsx");

// Rendered under the layout's provider only: the layouts themselves and the error and 404 screens.
const SHELL_ENTRIES = [
  "layout.tsx",
  "(site)/layout.tsx",
  "(bare)/layout.tsx",
  "(bare)/error.tsx",
  "(site)/error.tsx",
  "not-found.tsx",
  "(site)/not-found.tsx",
].map((f) => `app/[locale]/${f}`);

const received = (file: string) => receivedNamespaces(file, SHELL_NAMESPACES);

describe("client messages", () => {
  it("finds the pages and layouts", () => {
    expect(pages.length).toBeGreaterThan(15);
    expect(layouts).toContain("app/[locale]/(site)/(account)/layout.tsx");
  });

  it("the shell's namespaces cover the layouts, error and 404 screens", () => {
    const { namespaces, unknown } = clientNamespaces(SHELL_ENTRIES);
    expect(unknown).toEqual([]);
    expect([...namespaces].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it.each([...layouts, ...pages])("%s hands over every namespace its client components read", (file) => {
    const { namespaces, unknown } = clientNamespaces([file]);
    expect(unknown).toEqual([]);
    const handed = received(file);
    expect([...namespaces].filter((ns) => !handed.includes(ns)).sort()).toEqual([]);
  });

  it("notices a client component reading a namespace its page does not hand over", () => {
    // The checker itself: the home page reads HomePets in a client component.
    expect(clientNamespaces(["app/[locale]/(site)/page.tsx"]).namespaces).toContain("HomePets");
    expect(clientNamespaces(["app/[locale]/(site)/about/page.tsx"]).namespaces.size).toBe(0);
  });

  it("counts what the layouts hand over: <ClientMessages> replaces the catalogue above, <AddClientMessages> adds to it", () => {
    expect(received("app/[locale]/(site)/about/page.tsx")).toEqual([...SHELL_NAMESPACES].sort());
    expect(received("app/[locale]/(site)/pets/page.tsx")).toEqual(["Browse", "Common", "Dialog", "Listings", "PetCard"]);
    expect(received("app/[locale]/(site)/(account)/layout.tsx")).toEqual(["Common", "Errors", "Toast", "Validation"]);
    expect(received("app/[locale]/(site)/(account)/cart/page.tsx")).toEqual(["Cart", "Common", "Errors", "Toast", "Validation"]);
  });
});
