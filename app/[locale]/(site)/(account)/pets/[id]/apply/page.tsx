import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/session/server";
import { formatPrice } from "@/lib/format";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { Link } from "@/lib/i18n/navigation";
import { resolvePageLocale } from "@/lib/i18n/page";
import { getPet } from "@/lib/pets/get-pet";
import { ApplyForm } from "@/components/applications/apply-form";

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Applications" });
  return { title: t("metaApply") };
}

/** The application to adopt a rehoming listing: the owner's wishes above, then the form (phone first). */
export default async function ApplyPage({ params }: TProps) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const user = await requireUser({ locale, next: `/pets/${id}/apply` });
  const pet = await getPet({ id, viewerId: user.id });
  // A listing for sale takes orders, not applications; an unknown one is not there.
  if (!pet || pet.mode !== "rehoming") notFound();
  const t = await getTranslations({ locale, namespace: "Applications" });
  const isOpen = pet.status === "active" && pet.sellerId !== user.id;
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-10">
      <Link href={`/pets/${pet.id}`} className="text-sm font-medium text-brand-800 underline">
        {t("backToPet", { pet: pet.name })}
      </Link>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-stone-900">{t("applyTitle", { pet: pet.name })}</h1>
        <p className="text-stone-700">{t("applyIntro", { name: pet.seller.name })}</p>
        <p className="font-medium text-stone-900">{t("fee", { fee: formatPrice(pet.price) })}</p>
      </header>
      {pet.rehoming_wishes && (
        <section className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <h2 className="font-semibold text-stone-900">{t("wishesTitle")}</h2>
          <p className="mt-1 whitespace-pre-line break-words text-stone-800">{pet.rehoming_wishes}</p>
        </section>
      )}
      {isOpen ? (
        <AddClientMessages namespaces={["Applications"]}>
          <ApplyForm petId={pet.id} petName={pet.name} questions={pet.rehoming_questions} />
        </AddClientMessages>
      ) : (
        <p className="rounded-lg bg-stone-100 p-4 text-stone-800">{t("cannotApply")}</p>
      )}
    </main>
  );
}
