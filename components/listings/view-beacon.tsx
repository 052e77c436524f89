"use client";
import { useEffect } from "react";
import { sendBeacon } from "@/lib/api-client/beacon";

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
    // POST /server/pets/{id}/views, without the API client: a visit needs nothing else of it.
    void sendBeacon(`/pets/${encodeURIComponent(petId)}/views`).then((taken) => {
      if (!taken) return; // a lost beacon costs one view in the count, nothing the visitor should see
      try {
        localStorage.setItem(seenKey(petId), today());
      } catch {
        // not remembered: the server still counts once
      }
    });
  }, [petId]);
  return null;
}
