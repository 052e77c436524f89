"use client";
import { useEffect } from "react";

const seenKey = (petId: string) => `pawbazaar:viewed:${petId}`;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Counts this visit to a pet page, from the browser: the page may come from a cache, so it is never
 * counted by rendering. The server counts once per visitor per day (and never the owner); the browser
 * only skips asking again the same day.
 */
export function ViewBeacon({ petId }: { petId: string }) {
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(seenKey(petId));
    } catch {
      // storage blocked: ask the server, which decides anyway
    }
    if (stored === today()) return;
    // The API client loads after the page has started: a visit needs it for this one call.
    import("@/lib/pets/client")
      .then(({ petsApi }) => petsApi.recordView(petId))
      .then(
        () => {
          try {
            localStorage.setItem(seenKey(petId), today());
          } catch {
            // not remembered: the server still counts once
          }
        },
        () => undefined, // a lost beacon costs one view in the count, nothing the visitor should see
      );
  }, [petId]);
  return null;
}
