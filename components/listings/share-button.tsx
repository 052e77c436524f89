"use client";
import { useTranslations } from "#i18n/texts";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type SVGProps } from "react";
import { buttonClasses } from "@/components/ui/button";
import { WhatsappIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";

type TShareButtonProps = {
  /** The page's address in the reader's language (absolute). */
  url: string;
  name: string;
  /** Already formatted (₹ with Indian grouping). */
  price: string;
  location: string;
};

const ShareIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...p}
  >
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </svg>
);
const LinkIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...p}
  >
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </svg>
);

/** The old way, for a browser that refuses the Clipboard API (an http:// page, a denied permission). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

const noChanges = () => () => undefined;
const hasShareSheet = () => typeof navigator.share === "function";

const itemClasses =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium text-stone-900 hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700";

/**
 * "Share" on a pet page. Where the device has a share sheet (phones), it opens it with the pet's name,
 * price and town and the page's address, in the reader's language. Elsewhere it opens a small menu:
 * "Share on WhatsApp" (wa.me with the same text) and "Copy link" (with a toast; when the browser refuses
 * to copy, the link is shown selected for the reader to copy). The page is cached and the same for
 * everyone: all of this happens in the browser.
 */
export function ShareButton({ url, name, price, location }: TShareButtonProps) {
  const t = useTranslations("Share");
  const { toast } = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const [showLink, setShowLink] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const text = t("text", { name, price, location });

  // Known only in the browser; the server renders the menu button, which every browser can use.
  const canShare = useSyncExternalStore(noChanges, hasShareSheet, () => false);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // The menu's first item, or the shown link (selected), takes focus when it opens.
  useEffect(() => {
    if (isOpen) items()[0]?.focus();
  }, [isOpen]);
  useEffect(() => {
    if (!showLink) return;
    linkRef.current?.focus();
    linkRef.current?.select();
  }, [showLink]);

  // A tap or click outside closes either.
  useEffect(() => {
    if (!isOpen && !showLink) return;
    const onPointerDown = (e: PointerEvent) => {
      if (wrapperRef.current?.contains(e.target as Node)) return;
      setIsOpen(false);
      setShowLink(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen, showLink]);

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
    setShowLink(false);
    setIsOpen((open) => !open);
  }

  async function onCopy() {
    let isCopied = false;
    try {
      await navigator.clipboard.writeText(url);
      isCopied = true;
    } catch {
      isCopied = copyWithSelection(url);
    }
    close(isCopied);
    if (isCopied) toast({ description: t("copied"), variant: "success" });
    else setShowLink(true);
  }

  function onMenuKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === "Tab") setIsOpen(false);
  }

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClasses({ variant: "outline" })}
        onClick={onShare}
        aria-haspopup={canShare ? undefined : "menu"}
        aria-expanded={canShare ? undefined : isOpen}
        aria-controls={isOpen ? menuId : undefined}
      >
        <ShareIcon className="size-5 shrink-0" />
        {t("button")}
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t("menuLabel")}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-30 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <a
            role="menuitem"
            tabIndex={-1}
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => close(true)}
            className={itemClasses}
          >
            <WhatsappIcon className="size-5 shrink-0 text-[#128c7e]" />
            {t("whatsapp")}
          </a>
          <button role="menuitem" tabIndex={-1} type="button" onClick={onCopy} className={itemClasses}>
            <LinkIcon className="size-5 shrink-0 text-stone-600" />
            {t("copyLink")}
          </button>
        </div>
      )}
      {showLink && (
        <div
          role="status"
          className="absolute right-0 z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] space-y-2 rounded-xl border border-stone-200 bg-white p-3 text-sm text-stone-800 shadow-lg"
        >
          <p>{t("copyFailed")}</p>
          <input
            ref={linkRef}
            readOnly
            value={url}
            aria-label={t("linkLabel")}
            onFocus={(e) => e.currentTarget.select()}
            onKeyDown={(e) => {
              if (e.key === "Escape") {
                setShowLink(false);
                buttonRef.current?.focus();
              }
            }}
            className="min-h-11 w-full rounded-lg border border-stone-300 px-3 text-stone-900"
          />
        </div>
      )}
    </div>
  );
}
