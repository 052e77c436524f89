import { config } from "zod";

// Every schema shared by forms and handlers imports this module for its effect, beside
// `import * as z from "zod"` (the namespace form lets the bundler keep only what is used; zod's
// ~40 error-message locales alone are 300 KB). In the browser zod would probe `new Function` to compile
// its parsers; the page CSP forbids eval, and the probe alone makes the browser report a violation.
// Interpreted parsers are fast enough for forms and request bodies. Configuring it here (not in the
// layout) keeps zod out of the pages that have no form.
config({ jitless: true });
