"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { usePersonName } from "@/components/foundation/person-name";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { adminReviewsApi, type TModerationReviewDto } from "@/lib/reviews/client";
import { reviewKeys } from "@/lib/reviews/keys";
import { REVIEW_TEXT_MAX, ZHideReview, type THideReview } from "@/lib/reviews/schemas";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { QueryProvider } from "@/components/foundation/query-provider";
import { Stars } from "@/components/ui/stars";

type TFilter = "any" | "only";

/** Every review for the moderators, newest first, hidden ones marked; 'Hidden only' narrows the list. */
export function ReviewsModeration() {
  // The console is outside the signed-in pages' group, which brings the query cache: it brings its own.
  return (
    <QueryProvider>
      <ReviewsList />
    </QueryProvider>
  );
}

function ReviewsList() {
  const t = useTranslations("AdminReviews");
  const { errorText } = useErrorText();
  const [filter, setFilter] = useState<TFilter>("any");
  const query = useInfiniteQuery({
    queryKey: reviewKeys.moderation(filter),
    queryFn: ({ pageParam, signal }) => adminReviewsApi.list({ cursor: pageParam, hidden: filter }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];

  return (
    <div className="mt-6 space-y-4">
      <div role="group" aria-label={t("filterLabel")} className="inline-flex rounded-lg border border-stone-300 bg-white p-1">
        {(["any", "only"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              "min-h-11 rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
              filter === value ? "bg-brand-700 text-white" : "text-stone-800 hover:bg-stone-100",
            )}
          >
            {t(value === "any" ? "filterAll" : "filterHidden")}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <LoadingStatus label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry
          message={errorText(query.error, { fallback: t("loadFailed") })}
          retryLabel={t("retry")}
          onRetry={() => query.refetch()}
        />
      ) : reviews.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">
          {t(filter === "only" ? "emptyHidden" : "empty")}
        </p>
      ) : (
        <>
          <ul className="space-y-3">
            {reviews.map((review) => (
              <ModeratedReview key={review.id} review={review} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="outline" onClick={() => query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
              {t("loadMore")}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function ModeratedReview({ review }: { review: TModerationReviewDto }) {
  const t = useTranslations("AdminReviews");
  const personName = usePersonName();
  const locale = useLocale();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const queryClient = useQueryClient();
  const [isHiding, setIsHiding] = useState(false);
  const isHidden = review.hiddenAt !== null;

  const restore = useMutation({
    mutationFn: () => adminReviewsApi.restore(review.id),
    onSuccess: () => toast({ description: t("restored"), variant: "success" }),
    onError: (e) => toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });

  return (
    <li>
      <article className={cn("rounded-2xl border bg-white p-4 shadow-sm", isHidden ? "border-amber-300" : "border-stone-200")}>
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0 space-y-1">
            <h2 className="font-semibold wrap-anywhere text-stone-900">
              {t("about", { author: personName(review.author.name), seller: personName(review.seller.name) })}
            </h2>
            <p className="text-sm break-all text-stone-700">{review.author.email}</p>
            <p className="text-sm text-stone-700">
              {t("order", { pet: review.petName })}
              <span aria-hidden="true"> · </span>
              <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale, "medium")}</time>
            </p>
          </div>
          {isHidden && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">{t("hiddenBadge")}</span>}
        </header>
        <Stars rating={review.rating} className="mt-2" />
        {review.comment ? (
          <p className="mt-2 wrap-anywhere whitespace-pre-line text-stone-800">{review.comment}</p>
        ) : (
          <p className="mt-2 text-sm text-stone-600 italic">{t("noComment")}</p>
        )}
        {review.sellerReply && (
          <div className="mt-3 rounded-xl border-l-4 border-brand-300 bg-stone-50 p-3">
            <p className="text-sm font-semibold text-stone-800">{t("sellerReply")}</p>
            <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-stone-800">{review.sellerReply}</p>
          </div>
        )}
        {isHidden && review.hiddenAt && (
          <p className="mt-3 text-sm text-amber-900">
            {t("hiddenOn", { date: formatDate(review.hiddenAt, locale, "medium"), reason: review.hiddenReason ?? "" })}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-end gap-3">
          <Link
            href={`/sellers/${review.seller.id}`}
            className="mr-auto inline-flex min-h-11 min-w-0 items-center rounded-sm text-sm font-semibold wrap-anywhere text-brand-700 underline-offset-4 hover:underline"
          >
            {t("sellerPage", { seller: personName(review.seller.name) })}
          </Link>
          {isHidden ? (
            <Button
              variant="outline"
              size="sm"
              className="min-h-11"
              onClick={() => restore.mutate()}
              isLoading={restore.isPending}
              aria-label={t("restoreLabel", { author: personName(review.author.name) })}
            >
              {t("restore")}
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="min-h-11 text-red-700!"
              onClick={() => setIsHiding(true)}
              aria-haspopup="dialog"
              aria-label={t("hideLabel", { author: personName(review.author.name) })}
            >
              {t("hide")}
            </Button>
          )}
        </div>
        <Dialog
          open={isHiding}
          onClose={() => setIsHiding(false)}
          title={t("hideTitle", { author: personName(review.author.name) })}
          description={t("hideText")}
        >
          <HideForm review={review} onDone={() => setIsHiding(false)} />
        </Dialog>
      </article>
    </li>
  );
}

function HideForm({ review, onDone }: { review: TModerationReviewDto; onDone: () => void }) {
  const t = useTranslations("AdminReviews");
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, setError, formState } = useForm<THideReview>({
    resolver: zodResolver(ZHideReview),
    defaultValues: { reason: "" },
  });
  const reason = useWatch({ control, name: "reason" }) ?? "";
  const reasonError = formState.errors.reason?.message;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await adminReviewsApi.hide(review.id, input.reason);
      toast({ description: t("hidden"), variant: "success" });
      onDone();
    } catch (e) {
      applyFieldErrors(e, setError, ["reason"], fieldErrorText);
      toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" });
    } finally {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {/* One line: the reason goes into the audit log and the author's notice as a single sentence. */}
      <Input
        label={t("reason")}
        maxLength={REVIEW_TEXT_MAX.hideReason}
        hint={t("reasonHint", { count: reason.length, max: REVIEW_TEXT_MAX.hideReason })}
        error={reasonError ? fieldErrorText(reasonError) : undefined}
        autoFocus
        {...register("reason")}
      />
      <DialogActions
        cancelLabel={t("cancel")}
        onCancel={onDone}
        confirmLabel={t("confirmHide")}
        variant="destructive"
        isPending={formState.isSubmitting}
      />
    </form>
  );
}
