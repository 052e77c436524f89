// The browse page's element ids, shared by the server's components and the browser's (browse-sheet.ts).

/** The filters' box (its id is the no-JavaScript Filters link's target: it shows on a phone by :target). */
export const FILTERS_ID = "browse-filters";
/** The filters' form: the bar's Sort belongs to it through its `form` attribute. */
export const FILTERS_FORM_ID = "browse-filters-form";
/** The results: the header's search lands on them (/search?q=…#results). */
export const RESULTS_ID = "results";
/** Below this width the filters open in a bottom sheet; from it they are shown beside the results (Tailwind's lg). */
export const WIDE_FILTERS_QUERY = "(min-width: 64rem)";
