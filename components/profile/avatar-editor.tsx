"use client";
import { useTranslations } from "#i18n/texts";
import { useEffect, useId, useRef, useState } from "react";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { profileApi, type TProfileDto } from "@/lib/profile/client";
import { Button } from "@/components/ui/button";
import { UserIcon } from "@/components/ui/icons/user";
import { useToast } from "@/components/ui/toast";
import { useApplyProfile } from "./use-profile";

const MAX_BYTES = 10 * 1024 * 1024;

/** The profile photo: choose one (previewed at once, uploaded with a progress bar), change it, remove it. */
export function AvatarEditor({ profile }: { profile: TProfileDto }) {
  const t = useTranslations("Profile");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const applyProfile = useApplyProfile();
  const inputRef = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (inputRef.current) inputRef.current.value = "";
    if (file.size > MAX_BYTES) {
      toast({ key: "avatar", description: t("avatar.tooLarge"), variant: "destructive" });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const profile = await profileApi.uploadAvatar(file, setProgress);
      applyProfile(profile);
      toast({ key: "avatar", description: t("avatar.updated"), variant: "success" });
    } catch (e) {
      toast({ key: "avatar", description: errorText(e, { fallback: t("avatar.failed") }), variant: "destructive" });
    } finally {
      setPreview(null);
      setProgress(null);
    }
  }

  async function onRemove() {
    setIsRemoving(true);
    try {
      applyProfile(await profileApi.removeAvatar());
      toast({ key: "avatar", description: t("avatar.removed"), variant: "success" });
    } catch (e) {
      toast({ key: "avatar", description: errorText(e, { fallback: t("avatar.removeFailed") }), variant: "destructive" });
    } finally {
      setIsRemoving(false);
    }
  }

  const src = preview ?? profile.avatar;
  const isUploading = progress !== null;
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative size-24 overflow-hidden rounded-full bg-brand-100 ring-4 ring-white sm:size-28">
        {src ? (
          // A user's own photo from the image route (or a local preview): no optimisation step to add.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={src} alt={t("avatar.alt", { name: profile.name })} className="size-full object-cover" width={112} height={112} />
        ) : (
          <UserIcon className="absolute inset-0 m-auto size-12 text-brand-700" aria-hidden="true" />
        )}
      </div>
      {isUploading && (
        <div className="w-28">
          <div
            id={progressId}
            role="progressbar"
            aria-label={t("avatar.uploading")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => inputRef.current?.click()}
          isLoading={isUploading}
          aria-describedby={isUploading ? progressId : undefined}
        >
          {profile.avatar ? t("avatar.change") : t("avatar.upload")}
        </Button>
        {profile.avatar && !isUploading && (
          <Button variant="ghost" size="sm" onClick={() => void onRemove()} isLoading={isRemoving}>
            {t("avatar.remove")}
          </Button>
        )}
      </div>
    </div>
  );
}
