// Razorpay's Checkout in the browser: its script, loaded when the buyer first presses Pay now (never
// before, and once per page), and the options it is opened with. The script's address comes from the
// server (RAZORPAY_CHECKOUT_URL), whose page CSP allows its origin.
import type { TLocale } from "@/lib/i18n/routing";
import type { TCheckoutResponse } from "./client";
import type { TRazorpayCheckoutDto } from "./responses";

/** The options of Razorpay's Standard Checkout that the payment screen uses (Razorpay's Checkout Options). */
export type TCheckoutOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  prefill: { name?: string; email?: string };
  theme: { color: string };
  config: { display: { language: TCheckoutLanguage } };
  handler: (response: TCheckoutResponse) => void;
  modal: { ondismiss: () => void };
};
type TCheckout = { open(): void };
type TCheckoutConstructor = new (options: TCheckoutOptions) => TCheckout;

declare global {
  interface Window {
    Razorpay?: TCheckoutConstructor;
  }
}

/**
 * The languages Checkout can be shown in (`config.display.language`) that the site speaks too: Razorpay's
 * own codes, "tel" for Telugu. A language it did not have would fall back to the dashboard's default.
 */
const CHECKOUT_LANGUAGES = { en: "en", hi: "hi", te: "tel" } as const satisfies Record<TLocale, string>;
export type TCheckoutLanguage = (typeof CHECKOUT_LANGUAGES)[TLocale];

/** The brand colour (brand-700 in app/globals.css), for Checkout's button and icons. */
const BRAND_COLOR = "#c2410c";

/** What Checkout is opened with for a payment: Razorpay's order, the buyer's name and email, the page's language. */
export function checkoutOptions({
  opening,
  locale,
  description,
  prefill,
  onPaid,
  onDismiss,
}: {
  opening: TRazorpayCheckoutDto;
  locale: TLocale;
  description: string;
  prefill?: { name?: string; email?: string };
  onPaid: (response: TCheckoutResponse) => void;
  onDismiss: () => void;
}): TCheckoutOptions {
  return {
    key: opening.key_id,
    order_id: opening.order_id,
    amount: opening.amount,
    currency: opening.currency,
    name: "PawBazaar",
    description,
    prefill: { ...(prefill?.name && { name: prefill.name }), ...(prefill?.email && { email: prefill.email }) },
    theme: { color: BRAND_COLOR },
    config: { display: { language: CHECKOUT_LANGUAGES[locale] } },
    handler: onPaid,
    modal: { ondismiss: onDismiss },
  };
}

/** The script being loaded, while it is: presses of Pay now meanwhile wait for the same one. */
let loading: Promise<TCheckoutConstructor> | null = null;

/**
 * Checkout's constructor, its script added to the page the first time. A script that fails to load is
 * taken out again, so that the next press of Pay now tries anew.
 */
export function loadCheckoutScript(src: string): Promise<TCheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<TCheckoutConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error(`Checkout's script did not load from ${src}`));
    };
    script.onload = () => {
      if (!window.Razorpay) return fail();
      loading = null;
      resolve(window.Razorpay);
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}
