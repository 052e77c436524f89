"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import { reviewsApi, type TMyReviewDto } from "@/lib/reviews/client";
import { reviewKeys } from "@/lib/reviews/keys";
import { REVIEW_TEXT_MAX, ZReviewReply, type TReviewReply } from "@/lib/reviews/schemas";
import { sellersApi } from "@/lib/sellers/client";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { useAuth } from "@/components/foundation/auth-provider";
import { TrustFigures } from "@/components/listings/trust-figures";
import { ReviewHead } from "./review-list";

/**
 * 'Reviews of you' on the dashboard: my figures as buyers see them, a link to my seller page, and the
 * reviews buyers left me, each with my reply or a form to write it (once).
 */
export function ReviewsOfYou() {
  const t = useTranslations("Reviews");
  const { user } = useAuth();
  const { errorText } = useErrorText();
  const query = useQuery({ queryKey: reviewKeys.mine("seller"), queryFn: ({ signal }) => sellersApi.reviewsOfMe(signal) });

  return (
    <section aria-labelledby="reviews-of-you-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="reviews-of-you-title" className="text-lg font-bold text-stone-900">
          {t("receivedTitle")}
        </h2>
        {user && (
          <Link
            href={`/sellers/${user.id}`}
            className="inline-flex min-h-11 items-center rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("yourSellerPage")}
          </Link>
        )}
      </div>
      {query.isPending ? (
        <LoadingStatus label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry
          message={errorText(query.error, { fallback: t("loadFailed") })}
          retryLabel={t("retry")}
          onRetry={() => query.refetch()}
        />
      ) : (
        <>
          <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <TrustFigures trust={query.data.trust} />
          </div>
          {query.data.reviews.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-700">{t("receivedEmpty")}</p>
          ) : (
            <ul className="space-y-3">
              {query.data.reviews.map((review) => (
                <ReceivedReview key={review.id} review={review} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ReceivedReview({ review }: { review: TMyReviewDto }) {
  const t = useTranslations("Reviews");
  const [isReplying, setIsReplying] = useState(false);
  return (
    <li>
      <article className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <ReviewHead review={review} />
        {review.isHidden && <p className="mt-2 text-sm font-medium text-amber-900">{t("hiddenForSeller")}</p>}
        {review.sellerReply ? (
          <div className="mt-3 rounded-xl border-l-4 border-brand-300 bg-stone-50 p-3">
            <p className="text-sm font-semibold text-stone-800">{t("yourReply")}</p>
            <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-stone-800">{review.sellerReply}</p>
          </div>
        ) : (
          !review.isHidden &&
          (isReplying ? (
            <ReplyForm review={review} onDone={() => setIsReplying(false)} />
          ) : (
            <div className="mt-3 flex justify-end">
              <Button
                variant="secondary"
                size="sm"
                className="min-h-11"
                onClick={() => setIsReplying(true)}
                aria-label={t("replyLabel", { name: review.authorName })}
              >
                {t("reply")}
              </Button>
            </div>
          ))
        )}
      </article>
    </li>
  );
}

function ReplyForm({ review, onDone }: { review: TMyReviewDto; onDone: () => void }) {
  const t = useTranslations("Reviews");
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, setError, formState } = useForm<TReviewReply>({
    resolver: zodResolver(ZReviewReply),
    defaultValues: { reply: "" },
  });
  const reply = useWatch({ control, name: "reply" }) ?? "";
  const replyError = formState.errors.reply?.message;

  const onSubmit = handleSubmit(async ({ reply: text }) => {
    try {
      await reviewsApi.reply(review.id, text);
      toast({ description: t("replied"), variant: "success" });
      onDone();
    } catch (e) {
      applyFieldErrors(e, setError, ["reply"], fieldErrorText);
      toast({ description: errorText(e, { fallback: t("replyFailed") }), variant: "destructive" });
    } finally {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
      <Textarea
        label={t("replyField")}
        rows={3}
        maxLength={REVIEW_TEXT_MAX.reply}
        hint={t("replyHint", { count: reply.length, max: REVIEW_TEXT_MAX.reply })}
        error={replyError ? fieldErrorText(replyError) : undefined}
        autoFocus
        {...register("reply")}
      />
      <DialogActions cancelLabel={t("cancel")} onCancel={onDone} confirmLabel={t("replySubmit")} isPending={formState.isSubmitting} />
    </form>
  );
}
