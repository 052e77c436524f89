/**
 * "Registered sellers only" in the browse filters (registered=1, GET /server/pets): listings whose seller's
 * registration a moderator approved. A plain checkbox: the GET form sends it without JavaScript too.
 */
export function RegisteredFilter({ label, hint, isChecked }: { label: string; hint: string; isChecked: boolean }) {
  return (
    <label className="col-span-2 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2.5 hover:border-stone-400">
      <input type="checkbox" name="registered" value="1" defaultChecked={isChecked} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
      <span className="min-w-0">
        <span className="block text-base font-medium text-stone-900">{label}</span>
        <span className="block text-sm text-stone-600">{hint}</span>
      </span>
    </label>
  );
}
