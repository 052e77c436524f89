"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense, useCallback, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { TSharePanel } from "./share-menu";

type TShareButtonProps = {
  /** The page's address in the reader's language (absolute). */
  url: string;
  name: string;
  /** Already formatted (₹ with Indian grouping). */
  price: string;
  location: string;
  /** The button's icon and "Share", drawn on the server. */
  children: ReactNode;
};

// The menu is for devices without a share sheet (most phones have one); it loads when a pointer or the
// focus reaches the button, or at the latest on the click. If its script cannot be fetched, the button
// does nothing until the next page, and the page is not lost to an error.
const loadMenu = () => import("./share-menu");
const ShareMenu = lazy(() => loadMenu().catch(() => ({ default: () => null })));
const noChanges = () => () => undefined;
const hasShareSheet = () => typeof navigator.share === "function";

/**
 * "Share" on a pet page. Where the device has a share sheet (phones), it opens it with the pet's name,
 * price and town and the page's address, in the reader's language. Elsewhere it opens a small menu:
 * "Share on WhatsApp" (wa.me with the same text) and "Copy link" (with a toast; when the browser refuses
 * to copy, the link is shown selected for the reader to copy). The page is cached and the same for
 * everyone: all of this happens in the browser. The menu is share-menu.tsx.
 */
export function ShareButton({ url, name, price, location, children }: TShareButtonProps) {
  const t = useTranslations("Share");
  const [panel, setPanel] = useState<TSharePanel | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const text = t("text", { name, price, location });

  // Known only in the browser; the server renders the menu button, which every browser can use.
  const canShare = useSyncExternalStore(noChanges, hasShareSheet, () => false);
  const onPanel = useCallback((next: TSharePanel | null, returnFocus = false) => {
    setPanel(next);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const loadAhead = () => {
    if (!canShare) void loadMenu().catch(() => undefined);
  };

  async function onShare() {
    if (canShare) {
      try {
        await navigator.share({ title: name, text, url });
        return;
      } catch (e) {
        // The reader closed the sheet: nothing to do. Any other refusal: offer the menu instead.
        if (e instanceof DOMException && e.name === "AbortError") return;
      }
    }
    setPanel((open) => (open === "menu" ? null : "menu"));
  }

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClasses({ variant: "outline" })}
        onClick={onShare}
        onPointerEnter={loadAhead}
        onFocus={loadAhead}
        aria-haspopup={canShare ? undefined : "menu"}
        aria-expanded={canShare ? undefined : panel === "menu"}
        aria-controls={panel === "menu" ? menuId : undefined}
      >
        {children}
      </button>
      {panel && (
        <Suspense fallback={null}>
          <ShareMenu panel={panel} id={menuId} url={url} text={text} wrapperRef={wrapperRef} onPanel={onPanel} />
        </Suspense>
      )}
    </div>
  );
}
