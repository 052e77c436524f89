import i18n from "../../scripts/eslint/i18n.mjs";
import { inRepo, testRule } from "../helpers/rule-tester";

// The texts a page hands to the browser (scripts/eslint/i18n.mjs): what the rule lets through and what it refuses.
const filename = inRepo("app/[locale]/(site)/x/page.tsx");
const page = (element: string) => ({ filename, code: `export default function Page() {\n  return ${element};\n}` });

testRule(i18n, "i18n/client-namespaces", "<ClientMessages> and <AddClientMessages> name namespaces of messages/en.json, written out", {
  valid: [
    page('<ClientMessages namespaces={["Common", "PetCard"]}><main /></ClientMessages>'),
    page('<AddClientMessages namespaces={["Cart"]}><main /></AddClientMessages>'),
    page("<ClientMessages namespaces={[]} locale={routing.defaultLocale}><main /></ClientMessages>"),
    page("<OtherProvider namespaces={namespaces} />"),
  ],
  invalid: [
    {
      ...page('<ClientMessages namespaces={["Common", "Kart"]}><main /></ClientMessages>'),
      errors: [{ messageId: "unknown", data: { namespace: "Kart" } }],
    },
    { ...page("<AddClientMessages namespaces={NAMESPACES}><main /></AddClientMessages>"), errors: [{ messageId: "literal" }] },
    { ...page('<AddClientMessages namespaces={[...SHARED, "Cart"]}><main /></AddClientMessages>'), errors: [{ messageId: "literal" }] },
    { ...page("<ClientMessages namespaces={[`Common`]}><main /></ClientMessages>"), errors: [{ messageId: "literal" }] },
    { ...page("<ClientMessages><main /></ClientMessages>"), errors: [{ messageId: "literal" }] },
  ],
});
