import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "@/components/ui/cn";
import { PetThumbnail } from "./pet-thumbnail";

type THeadingProps = { petId: string; name: string; as?: "h2" | "h3" | "h4"; className?: string };

/** A pet's name as a heading that links to its page: the title line of the rows and cards that list pets. */
export function PetNameHeading({ petId, name, as: Heading = "h3", className }: THeadingProps) {
  return (
    <Heading className={cn("min-w-0 font-bold wrap-anywhere text-stone-900", className)}>
      <Link href={`/pets/${petId}`} className="rounded-sm hover:text-brand-800 hover:underline">
        {name}
      </Link>
    </Heading>
  );
}

type TRowProps = {
  petId: string;
  name: string;
  photo: string | undefined;
  photoAlt: string;
  /** md: 80 px (my listings), sm: 64 px (orders). */
  size: "md" | "sm";
  as?: THeadingProps["as"];
  /** Beside the name: a status badge, or the price (pushed to the end with ml-auto). */
  beside?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** The left part of a row that shows one pet in a list: its photo, its name with what goes beside it, and the row's details below. */
export function PetRowSummary({ petId, name, photo, photoAlt, size, as, beside, className, children }: TRowProps) {
  return (
    <div className={cn("flex min-w-0 flex-1 gap-3", className)}>
      <PetThumbnail src={photo} alt={photoAlt} px={size === "md" ? 80 : 64} className={size === "md" ? "size-20" : "size-16"} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <PetNameHeading petId={petId} name={name} as={as} />
          {beside}
        </div>
        {children}
      </div>
    </div>
  );
}
