"use client";
import { useState, type ReactNode } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { cn } from "@/components/ui/cn";
import { FILTERS_FORM_ID } from "./browse-sheet";

// The results bar's controls (more-pets.tsx draws the bar): Sort here, and Filters (browse-filters-form.tsx,
// beside the sheet it opens), each a pill a thumb finds.

export const pill =
  "relative inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:border-stone-400 hover:bg-stone-50";

type TSortProps = {
  /** "Sort by": the select's name. */
  label: string;
  /** "Sort": what the pill says. */
  short: string;
  options: { value: string; label: string }[];
  value: string;
  /** The pill's icon, drawn by the server (SortIcon), so its drawing is not in the page's script. */
  icon: ReactNode;
} & (
  | /** The browse page: a field of the filters' form, which applies at once. */ { form: true; basePath?: never; query?: never }
  | /** A landing page: opens the browse page with its filters (`query`) in that order. */ {
      form?: false;
      basePath: "/pets";
      query: string;
    }
);

/**
 * Sort, as a pill over a native select (the phone's own picker; its name is "Sort by", its value read
 * out with it). From sm the pill also says the order in force.
 */
export function BrowseSort({ label, short, options, value, icon, form, basePath, query }: TSortProps) {
  const router = useRouter();
  const [current, setCurrent] = useState(value);
  return (
    <label
      className={cn(
        pill,
        "cursor-pointer has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-brand-700",
      )}
    >
      {icon}
      <span aria-hidden="true">
        {short}
        <span className="hidden font-normal text-stone-700 sm:inline">: {options.find((o) => o.value === current)?.label}</span>
      </span>
      <select
        name="sort"
        form={form ? FILTERS_FORM_ID : undefined}
        aria-label={label}
        defaultValue={value}
        onChange={(e) => {
          setCurrent(e.target.value);
          if (form) {
            (document.getElementById(FILTERS_FORM_ID) as HTMLFormElement | null)?.requestSubmit();
          } else {
            const params = new URLSearchParams(query);
            if (e.target.value !== "newest") params.set("sort", e.target.value);
            router.push(`${basePath}?${params}`);
          }
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
