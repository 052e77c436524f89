"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useState } from "react";
import {
  enablePush,
  notificationPermission,
  PushDeniedError,
  useDeviceSubscription,
  usePushSupport,
} from "@/components/foundation/push-device";
import { useToast } from "@/components/ui/toast";
import type { TNotifications, TProfileDto } from "@/lib/profile/client";
import { pushKeys } from "@/lib/push/keys";
import { Switch } from "./notifications-switch";

export const PUSH_SETTINGS = ["newMessage", "newOrder", "orderDecision", "paymentReceived", "searchMatches"] as const;

/**
 * "Push notifications on this phone": the five push switches. The switches are the account's (every
 * device it turned push on follows them); turning one on from a device that is not subscribed asks for
 * permission and subscribes it first. Disabled, with why, where the browser has no push.
 */
export function PushSettings({ profile, onSave }: { profile: TProfileDto; onSave: (next: TNotifications) => void }) {
  const t = useTranslations("Profile");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const support = usePushSupport();
  const device = useDeviceSubscription(support === "supported");
  const [isEnabling, setIsEnabling] = useState(false);
  const isBlocked = support === "supported" && notificationPermission() === "denied";
  const isDisabled = support !== "supported" || isBlocked || isEnabling;
  const { push, newMessage, newOrder, orderDecision } = profile.notifications;

  async function change(key: (typeof PUSH_SETTINGS)[number], checked: boolean) {
    if (checked && device.data !== true) {
      setIsEnabling(true);
      try {
        await enablePush();
        queryClient.setQueryData(pushKeys.device(), true);
      } catch (e) {
        toast({
          description: e instanceof PushDeniedError ? t("notifications.push.denied") : t("notifications.failed"),
          variant: "destructive",
        });
        return;
      } finally {
        setIsEnabling(false);
      }
    }
    onSave({ newMessage, newOrder, orderDecision, push: { [key]: checked } });
  }

  const why =
    support === "ios-install"
      ? t("notifications.push.ios")
      : support === "unsupported"
        ? t("notifications.push.unsupported")
        : isBlocked
          ? t("notifications.push.denied")
          : null;

  return (
    <div className="space-y-4 pt-4">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-stone-900">{t("notifications.push.title")}</h2>
        <p className="text-sm text-stone-600">{t("notifications.push.help")}</p>
        {why && (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {why}
          </p>
        )}
      </div>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {PUSH_SETTINGS.map((key) => (
          <li key={key}>
            <Switch
              label={t(`notifications.push.${key}`)}
              description={t(`notifications.push.${key}Help`)}
              checked={push[key]}
              disabled={isDisabled}
              onChange={(checked) => void change(key, checked)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
