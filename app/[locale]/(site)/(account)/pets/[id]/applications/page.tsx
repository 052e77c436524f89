import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listPetApplications } from "@/lib/applications/service";
import { requireUser } from "@/lib/session/server";
import { AppError } from "@/lib/http/errors";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { Link } from "@/lib/i18n/navigation";
import { resolvePageLocale } from "@/lib/i18n/page";
import { PetApplications } from "@/components/applications/pet-applications";

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Applications" });
  return { title: t("metaList") };
}

/** The owner's list of applications for their rehoming listing: shortlist, message, choose one home. */
export default async function PetApplicationsPage({ params }: TProps) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const user = await requireUser({ locale, next: `/pets/${id}/applications` });
  // Someone else's listing is not there for this user (no hint that the id exists).
  const data = await listPetApplications({ petId: id, ownerId: user.id }).catch((e: unknown) => {
    if (e instanceof AppError && (e.code === "PET_NOT_FOUND" || e.code === "NOT_OWNER")) return null;
    throw e;
  });
  if (!data) notFound();
  const t = await getTranslations({ locale, namespace: "Applications" });
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <Link href={`/pets/${data.pet.id}`} className="text-sm font-medium text-brand-800 underline">
        {t("backToPet", { pet: data.pet.name })}
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">{t("listTitle", { pet: data.pet.name })}</h1>
      <AddClientMessages namespaces={["Applications", "Dialog"]}>
        <PetApplications data={data} />
      </AddClientMessages>
    </main>
  );
}
