import { useTranslations } from "#i18n/texts";
import type { TPetDetailDto } from "@/lib/pets/responses";

/**
 * A rehoming listing's own part of its page: that its owner chooses the home, what they want of it, and
 * the questions every applicant answers (shown before applying, so that nobody applies blind).
 */
export function RehomingDetails({ pet }: { pet: Pick<TPetDetailDto, "rehoming_questions" | "rehoming_wishes"> }) {
  const t = useTranslations("Rehoming.page");
  return (
    <section aria-labelledby="rehoming-title" className="space-y-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
      <p id="rehoming-title" className="font-semibold">
        {t("intro")}
      </p>
      {pet.rehoming_wishes && (
        <div>
          <h2 className="text-sm font-bold">{t("wishesTitle")}</h2>
          <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line">{pet.rehoming_wishes}</p>
        </div>
      )}
      {pet.rehoming_questions.length > 0 && (
        <div>
          <h2 className="text-sm font-bold">{t("questionsTitle")}</h2>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm wrap-anywhere">
            {pet.rehoming_questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
