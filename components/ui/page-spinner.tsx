import { useTranslations } from "#i18n/texts";
import { Spinner } from "./spinner";

/** A centred spinner for a page (or part of one) whose data is still loading. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useTranslations("Common");
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner className="size-8" label={label ?? t("loading")} />
    </div>
  );
}
