"use client";
import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

function addressBarPath() {
  try {
    return decodeURI(window.location.pathname);
  } catch {
    return window.location.pathname;
  }
}

/**
 * The path as typed in the address bar (with its language prefix, if any). The 404 is one cached page
 * for every unknown address, so the server leaves it empty and the browser reads it from its location
 * (again on each client navigation, which usePathname signals).
 */
export function AddressBarPath() {
  usePathname();
  return useSyncExternalStore(noSubscription, addressBarPath, () => "");
}
