"use client";
import { ErrorView } from "@/components/layout/error-view";

// An unexpected failure while rendering a page: the header and footer stay, the page body explains.
export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
