import { PlusIcon } from "@/components/ui/icons/plus";

export type TFaqItem = { id: string; q: string; a: string };

/** Questions that open in place with <details>, so they work without JavaScript and with the keyboard. */
export function FaqList({ items }: { items: TFaqItem[] }) {
  return (
    <div className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {items.map(({ id, q, a }) => (
        <details key={id} id={`faq-${id}`} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-offset-[-2px] [&::-webkit-details-marker]:hidden">
            <span className="text-base sm:text-lg">{q}</span>
            <PlusIcon className="size-6 shrink-0 text-brand-700 transition-transform group-open:rotate-45" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-pretty text-stone-700">{a}</p>
        </details>
      ))}
    </div>
  );
}
