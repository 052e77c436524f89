"use client";
import type { ComponentProps } from "react";
import { PetGrid, PetGridItems } from "./pet-card";

// The cards, for the browser: loaded only when a list changes there (the home page's refresh found
// something new, or 'Load more'); the first page's cards come from the server.
export function ClientPetGrid(props: ComponentProps<typeof PetGrid>) {
  return <PetGrid {...props} />;
}

export function ClientPetGridItems(props: ComponentProps<typeof PetGridItems>) {
  return <PetGridItems {...props} />;
}
