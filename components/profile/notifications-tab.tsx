"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { profileApi, type TNotifications, type TProfileAnswer, type TProfileDto } from "@/lib/profile/client";
import { profileKeys } from "@/lib/profile/keys";
import { useToast } from "@/components/ui/toast";
import { Switch } from "./notifications-switch";
import { PushSettings } from "./push-settings";

const SETTINGS = ["newMessage", "newOrder", "orderDecision"] as const;

/**
 * The mail switches and the push switches, each saved as soon as it is flipped (shown at once, rolled
 * back if the save fails).
 */
export function NotificationsTab({ profile }: { profile: TProfileDto }) {
  const t = useTranslations("Profile");
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();

  const save = useMutation({
    mutationKey: [...profileKeys.all, "notifications"],
    mutationFn: profileApi.updateNotifications,
    onMutate: async (next: TNotifications) => {
      await queryClient.cancelQueries({ queryKey: profileKeys.detail() });
      const before = queryClient.getQueryData<TProfileAnswer>(profileKeys.detail());
      queryClient.setQueryData<TProfileAnswer>(profileKeys.detail(), (old) =>
        old
          ? {
              ...old,
              profile: {
                ...old.profile,
                notifications: { ...old.profile.notifications, ...next, push: { ...old.profile.notifications.push, ...next.push } },
              },
            }
          : old,
      );
      return { before };
    },
    onError: (e, _next, ctx) => {
      if (ctx?.before) queryClient.setQueryData(profileKeys.detail(), ctx.before);
      toast({ key: "notifications", description: errorText(e, { fallback: t("notifications.failed") }), variant: "destructive" });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TProfileAnswer>(profileKeys.detail(), (old) => (old ? { ...old, profile: saved } : old));
      toast({ key: "notifications", description: t("notifications.saved"), variant: "success" });
    },
  });

  return (
    <div className="max-w-2xl space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-stone-900">{t("notifications.title")}</h2>
        <p className="text-sm text-stone-600">{t("notifications.help", { email: profile.email })}</p>
      </div>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {SETTINGS.map((key) => (
          <li key={key}>
            <Switch
              label={t(`notifications.${key}`)}
              description={t(`notifications.${key}Help`)}
              checked={profile.notifications[key]}
              onChange={(checked) =>
                save.mutate({
                  newMessage: profile.notifications.newMessage,
                  newOrder: profile.notifications.newOrder,
                  orderDecision: profile.notifications.orderDecision,
                  [key]: checked,
                })
              }
            />
          </li>
        ))}
      </ul>
      <PushSettings profile={profile} onSave={(next) => save.mutate(next)} />
    </div>
  );
}
