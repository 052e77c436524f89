"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { profileApi, type TNotifications, type TProfileAnswer, type TProfileDto } from "@/lib/profile/client";
import { profileKeys } from "@/lib/profile/keys";
import { cn } from "@/components/ui/cn";
import { useToast } from "@/components/ui/toast";

const SETTINGS = ["newMessage", "newOrder", "orderDecision"] as const;

/** Three switches, each saved as soon as it is flipped (shown at once, rolled back if the save fails). */
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
      queryClient.setQueryData<TProfileAnswer>(profileKeys.detail(), (old) => (old ? { ...old, profile: { ...old.profile, notifications: next } } : old));
      return { before };
    },
    onError: (e, _next, ctx) => {
      if (ctx?.before) queryClient.setQueryData(profileKeys.detail(), ctx.before);
      toast({ description: errorText(e, { fallback: t("notifications.failed") }), variant: "destructive" });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TProfileAnswer>(profileKeys.detail(), (old) => (old ? { ...old, profile: saved } : old));
      toast({ description: t("notifications.saved"), variant: "success" });
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
              onChange={(checked) => save.mutate({ ...profile.notifications, [key]: checked })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Switch({ label, description, checked, onChange }: { label: string; description: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4 p-4">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-stone-900">{label}</p>
        <p id={descriptionId} className="text-sm text-stone-600">{description}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
          checked ? "bg-brand-700" : "bg-stone-400",
        )}
      >
        <span aria-hidden="true" className={cn("inline-block size-5 rounded-full bg-white shadow transition-transform", checked ? "translate-x-6" : "translate-x-1")} />
      </button>
    </div>
  );
}
