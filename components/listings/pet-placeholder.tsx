import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

type TArtSpecies = "dog" | "cat" | "bird" | "fish" | "rabbit" | "other";

// Each species its own soft colour and drawing, so a list of listings without photos reads as dogs,
// cats and birds, not as a wall of the same paw. Inline SVG: no request, no layout shift.
const BACKGROUNDS: Record<TArtSpecies, string> = {
  dog: "from-amber-50 via-orange-50 to-amber-100",
  cat: "from-rose-50 via-orange-50 to-rose-100",
  bird: "from-sky-50 via-emerald-50 to-sky-100",
  fish: "from-cyan-50 via-sky-50 to-blue-100",
  rabbit: "from-lime-50 via-stone-50 to-lime-100",
  other: "from-brand-50 via-amber-50 to-stone-100",
};

const FACE = "#fff";
const INK = "#44403c";

const DRAWINGS: Record<TArtSpecies, ReactNode> = {
  // A pup's face with floppy ears.
  dog: (
    <>
      <ellipse cx="33" cy="52" rx="13" ry="24" transform="rotate(18 33 52)" fill="#b45309" />
      <ellipse cx="87" cy="52" rx="13" ry="24" transform="rotate(-18 87 52)" fill="#b45309" />
      <circle cx="60" cy="62" r="32" fill="#f59e0b" />
      <ellipse cx="60" cy="76" rx="17" ry="13" fill="#fde68a" />
      <circle cx="48" cy="56" r="4" fill={INK} />
      <circle cx="72" cy="56" r="4" fill={INK} />
      <ellipse cx="60" cy="70" rx="6" ry="4.5" fill={INK} />
      <path d="M60 74v5m0 0c-2.5 3-6 3-8 1m8-1c2.5 3 6 3 8 1" stroke={INK} strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
  // A cat's face with pointed ears and whiskers.
  cat: (
    <>
      <path d="M31 50 36 20l22 18zM89 50 84 20 62 38z" fill="#ea580c" />
      <path d="M37 43 39 28l11 10zM83 43 81 28 70 38z" fill="#fdba74" />
      <circle cx="60" cy="64" r="31" fill="#fb923c" />
      <ellipse cx="48" cy="60" rx="4" ry="5.5" fill={INK} />
      <ellipse cx="72" cy="60" rx="4" ry="5.5" fill={INK} />
      <path d="M56 71h8l-4 4z" fill="#be123c" />
      <path d="M60 75c-1.5 3-5 3.5-7 2m7-2c1.5 3 5 3.5 7 2" stroke={INK} strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <path d="M44 72H26m18 4-16 4m48-8h18m-18 4 16 4" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  // A parakeet on a perch.
  bird: (
    <>
      <path d="M30 92h62" stroke="#92400e" strokeWidth="5" strokeLinecap="round" />
      <path d="M48 84 36 104l14-6z" fill="#0f766e" />
      <ellipse cx="60" cy="68" rx="22" ry="24" fill="#10b981" />
      <circle cx="62" cy="42" r="16" fill="#34d399" />
      <path d="M52 62c8 2 14 10 14 22-10-2-16-10-14-22z" fill="#059669" />
      <circle cx="66" cy="39" r="3.5" fill={INK} />
      <path d="M76 42l10 4-10 4z" fill="#f59e0b" />
      <path d="M54 90v4m10-4v4" stroke="#b45309" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  // A goldfish with bubbles.
  fish: (
    <>
      <path d="M78 60 102 40v40z" fill="#f97316" />
      <ellipse cx="54" cy="60" rx="32" ry="22" fill="#fb923c" />
      <path d="M48 38c8-8 20-8 24 2zM50 82c6 6 14 6 18 0z" fill="#f97316" />
      <path d="M60 46c6 8 6 20 0 28" stroke="#fed7aa" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="36" cy="55" r="5" fill={FACE} />
      <circle cx="35" cy="55" r="2.8" fill={INK} />
      <circle cx="24" cy="34" r="4" fill="none" stroke="#38bdf8" strokeWidth="2.5" />
      <circle cx="16" cy="20" r="2.8" fill="none" stroke="#38bdf8" strokeWidth="2.2" />
    </>
  ),
  // A rabbit's face with tall ears.
  rabbit: (
    <>
      <ellipse cx="46" cy="34" rx="9" ry="26" transform="rotate(-8 46 34)" fill="#d6d3d1" />
      <ellipse cx="74" cy="34" rx="9" ry="26" transform="rotate(8 74 34)" fill="#d6d3d1" />
      <ellipse cx="46" cy="36" rx="4.5" ry="19" transform="rotate(-8 46 36)" fill="#fda4af" />
      <ellipse cx="74" cy="36" rx="4.5" ry="19" transform="rotate(8 74 36)" fill="#fda4af" />
      <circle cx="60" cy="72" r="28" fill="#e7e5e4" />
      <circle cx="49" cy="68" r="4" fill={INK} />
      <circle cx="71" cy="68" r="4" fill={INK} />
      <path d="M56 77h8l-4 4z" fill="#e11d48" />
      <path d="M60 81v4m-4 0h8" stroke={INK} strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  // A paw print, for the other pets (guinea pigs, hamsters, turtles…) and where the species is not known.
  other: (
    <g fill="#fdba74">
      <ellipse cx="33" cy="50" rx="9" ry="12" transform="rotate(-18 33 50)" />
      <ellipse cx="50" cy="33" rx="9" ry="12.5" transform="rotate(-6 50 33)" />
      <ellipse cx="70" cy="33" rx="9" ry="12.5" transform="rotate(6 70 33)" />
      <ellipse cx="87" cy="50" rx="9" ry="12" transform="rotate(18 87 50)" />
      <path d="M60 55c-11 0-26 17-26 28 0 8 6.5 11.5 13 11.5 5.5 0 8.7-2.6 13-2.6s7.5 2.6 13 2.6c6.5 0 13-3.5 13-11.5 0-11-15-28-26-28z" />
    </g>
  ),
};

const artSpecies = (species: string | null | undefined): TArtSpecies =>
  species && Object.hasOwn(DRAWINGS, species) ? (species as TArtSpecies) : "other";

/**
 * Shown where a listing has no photo: a drawing of its species (a dog, a cat, a bird, a fish, a rabbit;
 * a paw for the others and when the species is not known) on a soft background of its own.
 * Decorative unless `label` names it.
 */
export function PetPlaceholder({ className, label, species }: { className?: string; label?: string; species?: string | null }) {
  const art = artSpecies(species);
  return (
    <div
      className={cn("flex items-center justify-center bg-gradient-to-br", BACKGROUNDS[art], className)}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg viewBox="0 0 120 120" className="h-3/5 max-h-40 w-3/5 max-w-40" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="58" fill="#fff" fillOpacity="0.6" />
        {DRAWINGS[art]}
      </svg>
    </div>
  );
}
