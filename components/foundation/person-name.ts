import { useTranslations } from "#i18n/texts";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";

/**
 * Another person's name as the screens show it: a deleted account reads "Deleted user" in the reader's
 * language. Server and client components alike (no client-only hooks).
 */
export function usePersonName(): (name: string) => string {
  const t = useTranslations("Common");
  return (name: string) => (name === DELETED_USER_NAME ? t("deletedUser") : name);
}
