import pages from "../../scripts/eslint/pages.mjs";
import { inRepo, testRule } from "../helpers/rule-tester";

// Who may see a page (scripts/eslint/pages.mjs): what the rule lets through and what it refuses.
const options = [{ "(account)": "requireUser", "(admin)": "requireModerator" }];
const page = (dir: string, body: string) => ({
  filename: inRepo(`app/[locale]/(site)/${dir}/page.tsx`),
  options,
  code: `export default async function Page() {\n  ${body}\n  return null;\n}`,
});

testRule(pages, "pages/group-guard", "a page of a guarded group calls its guard, and no page outside the group calls it", {
  valid: [
    page("(account)/cart", 'await requireUser({ locale, next: "/cart" });'),
    page("(account)/pets/[id]/edit", "await auth.requireUser({ locale, next });"),
    page("(admin)/admin/users", "await requireModerator();"),
    page("about", "const t = await getTranslations();"),
  ],
  invalid: [
    {
      ...page("(account)/cart", "const cart = await getCart();"),
      errors: [{ messageId: "missing", data: { group: "(account)", guard: "requireUser" } }],
    },
    { ...page("(admin)/admin", "await requireUser({ locale });"), errors: [{ messageId: "outside" }, { messageId: "missing" }] },
    {
      ...page("pets/[id]", "await requireUser({ locale });"),
      errors: [{ messageId: "outside", data: { group: "(account)", guard: "requireUser" } }],
    },
    {
      ...page("(account)/dashboard", "await requireUser({ locale });\n  await requireModerator();"),
      errors: [{ messageId: "outside" }],
    },
  ],
});
