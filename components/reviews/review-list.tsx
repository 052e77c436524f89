import { useLocale, useTranslations } from "#i18n/texts";
import { formatDate } from "@/lib/format";
import type { TPublicReviewDto } from "@/lib/reviews/responses";
import { Stars } from "@/components/ui/stars";
import { usePersonName } from "@/components/foundation/person-name";

/**
 * A seller's visible reviews, each with the seller's reply under it (server-rendered; every text is
 * the person's own, rendered as text: React escapes it, and line breaks stay line breaks).
 */
export function ReviewList({
  reviews,
  sellerName,
  headingLevel: Heading = "h3",
}: {
  reviews: TPublicReviewDto[];
  sellerName: string;
  headingLevel?: "h3" | "h4";
}) {
  const t = useTranslations("Reviews");
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <article className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
            <ReviewHead review={review} headingLevel={Heading} />
            {review.sellerReply && (
              <div className="mt-3 rounded-xl border-l-4 border-brand-300 bg-stone-50 p-3">
                <p className="text-sm font-semibold text-stone-800">{t("replyFrom", { name: sellerName })}</p>
                <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-stone-800">{review.sellerReply}</p>
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Who wrote a review about which pet, when, the stars and the comment: the top of every review card. */
export function ReviewHead({
  review,
  headingLevel: Heading = "h3",
}: {
  review: Pick<TPublicReviewDto, "authorName" | "petName" | "createdAt" | "rating" | "comment">;
  headingLevel?: "h3" | "h4";
}) {
  const t = useTranslations("Reviews");
  const personName = usePersonName();
  const locale = useLocale();
  return (
    <>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <Heading className="font-semibold wrap-anywhere text-stone-900">
          {t("by", { name: personName(review.authorName), pet: review.petName })}
        </Heading>
        <p className="text-sm text-stone-600">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale, "medium")}</time>
        </p>
      </header>
      <Stars rating={review.rating} className="mt-1" />
      {review.comment && <p className="mt-2 wrap-anywhere whitespace-pre-line text-stone-800">{review.comment}</p>}
    </>
  );
}
