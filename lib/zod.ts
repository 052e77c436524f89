import { z } from "zod";

// The schemas shared by forms and handlers import zod from here. In the browser zod would probe
// `new Function` to compile its parsers; the page CSP forbids eval, and the probe alone makes the browser
// report a violation. Interpreted parsers are fast enough for forms and request bodies. Configuring it
// here (not in the layout) keeps zod out of the pages that have no form.
z.config({ jitless: true });

export { z };
