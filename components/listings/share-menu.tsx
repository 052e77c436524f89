"use client";
import { useTranslations } from "#i18n/texts";
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { LinkIcon } from "@/components/ui/icons/link";
import { WhatsappIcon } from "@/components/ui/icons/whatsapp";
import { useToast } from "@/components/ui/toast";

export type TSharePanel = "menu" | "link";

type TShareMenuProps = {
  panel: TSharePanel;
  id: string;
  url: string;
  /** The text shared with the link (the pet's name, price and town). */
  text: string;
  /** The share button and this panel: a tap or click outside them closes it. */
  wrapperRef: RefObject<HTMLDivElement | null>;
  onPanel: (panel: TSharePanel | null, returnFocus?: boolean) => void;
};

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

const itemClasses =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium text-stone-900 hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700";

/**
 * The share button's menu, for a device without a share sheet (share-button.tsx loads it on first use):
 * "Share on WhatsApp" and "Copy link" (with a toast), or, when the browser refuses to copy, the link
 * shown selected for the reader to copy.
 */
export default function ShareMenu({ panel, id, url, text, wrapperRef, onPanel }: TShareMenuProps): ReactNode {
  const t = useTranslations("Share");
  const { toast } = useToast();
  const menuRef = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // The menu's first item, or the shown link (selected), takes focus when it opens.
  useEffect(() => {
    if (panel === "menu") items()[0]?.focus();
    if (panel === "link") {
      linkRef.current?.focus();
      linkRef.current?.select();
    }
  }, [panel]);

  // A tap or click outside closes either.
  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapperRef.current?.contains(e.target as Node)) onPanel(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [wrapperRef, onPanel]);

  async function onCopy() {
    let isCopied = false;
    try {
      await navigator.clipboard.writeText(url);
      isCopied = true;
    } catch {
      isCopied = copyWithSelection(url);
    }
    if (isCopied) {
      onPanel(null, true);
      toast({ description: t("copied"), variant: "success" });
    } else onPanel("link");
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
      onPanel(null, true);
    } else if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === "Tab") onPanel(null);
  }

  if (panel === "link") {
    return (
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
            if (e.key === "Escape") onPanel(null, true);
          }}
          className="min-h-11 w-full rounded-lg border border-stone-300 px-3 text-stone-900"
        />
      </div>
    );
  }
  return (
    <div
      ref={menuRef}
      id={id}
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
        onClick={() => onPanel(null, true)}
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
  );
}
