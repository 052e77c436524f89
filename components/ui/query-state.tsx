import { Button } from "./button";
import { AlertIcon } from "./icons/alert";
import { Spinner } from "./spinner";

/** The loading line of a list while its query runs (announced politely). */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-stone-700">
      <Spinner className="size-5 text-brand-700" />
      {label}
    </p>
  );
}

/** A failed load: what went wrong, and a Retry that runs the query again. */
export function ErrorRetry({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <AlertIcon className="shrink-0" />
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
