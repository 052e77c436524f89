"use client";
import { useState, useTransition } from "react";
import { useRouter } from "@/lib/i18n/navigation";

/** Runs a change, then reads the page again from the server; pending until both are done. */
export function useChange() {
  const router = useRouter();
  const [isSending, setIsSending] = useState(false);
  const [isRefreshing, startRefresh] = useTransition();
  const run = async (work: () => Promise<void>) => {
    setIsSending(true);
    try {
      await work();
      startRefresh(() => router.refresh());
    } finally {
      setIsSending(false);
    }
  };
  return { run, isPending: isSending || isRefreshing };
}
