import { cn } from "@/components/ui/cn";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";
import { GlobeIcon } from "@/components/ui/icons/globe";
import { LanguageSwitcher } from "./language-switcher";

/** The language switch in the header: its icons drawn here on the server, its choice an island (language-switcher.tsx). */
export function LanguageSwitcherFrame({ className }: { className?: string }) {
  return (
    <div className={cn("relative flex items-center", className)}>
      <LanguageSwitcher />
      <GlobeIcon className="pointer-events-none absolute left-2.5 size-4 text-stone-600" />
      <ChevronDownIcon className="pointer-events-none absolute right-2 size-4 text-stone-600" />
    </div>
  );
}
