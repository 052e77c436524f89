import { cn } from "@/components/ui/cn";
import { GlobeIcon } from "@/components/ui/icons/globe";
import { LanguageSwitcher } from "./language-switcher";

/** The language switch in the header: its icons drawn here on the server, its choice an island (language-switcher.tsx). */
export function LanguageSwitcherFrame({ className }: { className?: string }) {
  return (
    <div className={cn("relative flex items-center", className)}>
      <LanguageSwitcher />
      <GlobeIcon className="pointer-events-none absolute left-2.5 size-4 text-stone-600" />
      <svg
        className="pointer-events-none absolute right-2 size-4 text-stone-600"
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
      </svg>
    </div>
  );
}
