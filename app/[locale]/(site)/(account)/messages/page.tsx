import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { requireUser } from "@/lib/session/server";
import { isId } from "@/lib/http/input";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { MessagesView } from "@/components/messages/messages-view";
import { PushPrompt } from "@/components/push/push-prompt";
import { PageSpinner } from "@/components/ui/page-spinner";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Messages" });
  return { title: t("metaTitle") };
}

export default async function MessagesPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  // Back here after login with the conversation (receiverId, petId) the visitor came for.
  const query = new URLSearchParams();
  const search = await searchParams;
  for (const k of ["receiverId", "petId"]) if (isId(search[k])) query.set(k, search[k]);
  await requireUser({ locale, next: query.size ? `/messages?${query}` : "/messages" });
  return (
    <AddClientMessages namespaces={["Applications", "ChatSafety", "Dialog", "Messages", "PetDetail", "Push"]}>
      {/* The offer to turn push on: from the second visit to this page (components/push/push-prompt.tsx). */}
      <div className="mx-auto max-w-7xl sm:px-6">
        <PushPrompt />
      </div>
      <Suspense fallback={<PageSpinner />}>
        <MessagesView />
      </Suspense>
    </AddClientMessages>
  );
}
