"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { MessageIcon } from "@/components/ui/icons/message";
import { useToast } from "@/components/ui/toast";
import { profileApi, type TProfileAnswer } from "@/lib/profile/client";
import { profileKeys } from "@/lib/profile/keys";
import { pushKeys } from "@/lib/push/keys";
import {
  enablePush,
  notificationPermission,
  PushDeniedError,
  useDeviceSubscription,
  usePushSupport,
} from "@/components/foundation/push-device";

// The offer to turn push on, on the messages page (app/[locale]/(site)/(account)/messages). Never on a
// first visit: the first visit to the messages page is only noted; from the next on, a person who has
// seen what a conversation is gets the card, unless this device is subscribed already, the browser
// cannot (or, on iPhone, only as the installed app), notifications are blocked, or "Not now" was
// tapped in the last 30 days. All of it is remembered per device in localStorage.

const FIRST_VISIT_KEY = "pawbazaar:push-prompt:firstVisitAt";
const DISMISSED_KEY = "pawbazaar:push-prompt:dismissedAt";
const SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage off (private mode): the card may come back, which is all that is lost.
  }
}

/** Whether this visit may offer push (read before a first visit is noted). */
function isOfferDue(): boolean {
  if (!read(FIRST_VISIT_KEY)) return false;
  const dismissedAt = Number(read(DISMISSED_KEY) ?? "0");
  return !(dismissedAt && Date.now() - dismissedAt < SNOOZE_MS) && notificationPermission() !== "denied";
}

const noChanges = () => () => undefined;

export function PushPrompt() {
  const t = useTranslations("Push.prompt");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const support = usePushSupport();
  // Decided once per page view, before a first visit is noted below.
  const [isDue] = useState(() => typeof window !== "undefined" && isOfferDue());
  const isHydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const device = useDeviceSubscription(support === "supported");
  const [state, setState] = useState<"offer" | "busy" | "closed">("offer");

  useEffect(() => {
    if (!read(FIRST_VISIT_KEY)) write(FIRST_VISIT_KEY, String(Date.now()));
  }, []);

  if (!isHydrated || !isDue || support !== "supported" || device.data !== false || state === "closed") return null;

  async function turnOn() {
    setState("busy");
    try {
      await enablePush();
      // The kinds a buyer's or seller's conversation is about: messages and orders (not the daily search matches).
      const current = await queryClient.fetchQuery({ queryKey: profileKeys.detail(), queryFn: ({ signal }) => profileApi.get(signal) });
      const { newMessage, newOrder, orderDecision } = current.profile.notifications;
      const profile = await profileApi.updateNotifications({
        newMessage,
        newOrder,
        orderDecision,
        push: { newMessage: true, newOrder: true, orderDecision: true, paymentReceived: true },
      });
      queryClient.setQueryData<TProfileAnswer>(profileKeys.detail(), (old) => (old ? { ...old, profile } : old));
      queryClient.setQueryData(pushKeys.device(), true);
      toast({ description: t("turnedOn"), variant: "success" });
      setState("closed");
    } catch (e) {
      toast({ description: e instanceof PushDeniedError ? t("denied") : t("failed"), variant: "destructive" });
      setState(e instanceof PushDeniedError ? "closed" : "offer");
    }
  }

  function notNow() {
    write(DISMISSED_KEY, String(Date.now()));
    setState("closed");
  }

  return (
    <section aria-labelledby={titleId} className="mx-4 mt-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:mx-0 sm:mb-4">
      <div className="flex gap-3">
        <MessageIcon className="mt-0.5 size-6 shrink-0 text-brand-800" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="font-bold text-stone-900">
            {t("title")}
          </h2>
          <p className="text-sm text-stone-700">{t("body")}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={notNow} disabled={state === "busy"}>
          {t("notNow")}
        </Button>
        <Button onClick={turnOn} isLoading={state === "busy"}>
          {t("turnOn")}
        </Button>
      </div>
    </section>
  );
}
