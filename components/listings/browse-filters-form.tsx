"use client";
import { useId, useState, useTransition, type FormEvent, type ReactNode } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { filtersToSearchParams, type TBrowseFilters } from "@/lib/pets/query";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";

type TFormProps = {
  basePath: "/pets" | "/search";
  /** The form's address without JavaScript (the page in its language). */
  action: string;
  label: string;
  apply: string;
  /** 'Clear filters', when a filter is set. */
  clear: ReactNode;
  /** The fields, drawn on the server (browse-filters.tsx). */
  children: ReactNode;
};

/**
 * The browse filters' form: with JavaScript, the router goes to the filtered address (no full load, the
 * scroll kept), and a change of sort applies at once; without, the browser submits the GET form.
 */
export function BrowseFiltersForm({ basePath, action, label, apply, clear, children }: TFormProps) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next: Partial<Record<keyof TBrowseFilters, string>> = {};
    for (const [key, value] of data.entries())
      if (typeof value === "string" && value.trim()) next[key as keyof TBrowseFilters] = value.trim();
    const query = filtersToSearchParams(next as Partial<TBrowseFilters>).toString();
    startTransition(() => router.push(query ? `${basePath}?${query}` : basePath, { scroll: false }));
  }

  return (
    <form
      role="search"
      aria-label={label}
      action={action}
      method="get"
      onSubmit={onSubmit}
      onChange={(e) => {
        if (e.target instanceof HTMLSelectElement && e.target.name === "sort") e.currentTarget.requestSubmit();
      }}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4">
        {children}
        <div className="col-span-2 flex items-end gap-3">
          <Button type="submit" className="flex-1" isLoading={isPending}>
            {apply}
          </Button>
          {clear}
        </div>
      </div>
    </form>
  );
}

/** 'More filters' on phones: shows or hides the filters after the keywords (always shown on large screens). */
export function MoreFilters({ label, isOpenAtFirst, children }: { label: string; isOpenAtFirst: boolean; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(isOpenAtFirst);
  const id = useId();
  return (
    <>
      <Button
        variant="ghost"
        className="col-span-2 justify-between border border-dashed border-stone-300 lg:hidden"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((v) => !v)}
      >
        {label}
        <ChevronDownIcon className={cn("size-5 text-stone-600 transition-transform", isOpen && "rotate-180")} />
      </Button>
      <div id={id} className={isOpen ? "contents" : "hidden lg:contents"}>
        {children}
      </div>
    </>
  );
}
