"use client";
import { lazy, Suspense, type ComponentProps } from "react";

const BrowseResultsFromBrowser = lazy(() => import("./browse-results-from-browser"));

/** The results the browser reads itself (browse-results-from-browser.tsx): its code comes only on such a page. */
export function BrowseResultsLater(props: ComponentProps<typeof BrowseResultsFromBrowser>) {
  return (
    <Suspense fallback={props.loading}>
      <BrowseResultsFromBrowser {...props} />
    </Suspense>
  );
}
