"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState } from "react";
import { formatDate } from "@/lib/format";
import type { TOrder } from "@/lib/orders/client";
import { reviewsApi, type TMyReviewDto } from "@/lib/reviews/client";
import { reviewKeys } from "@/lib/reviews/keys";
import type { TReviewInput } from "@/lib/reviews/schemas";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { ReviewForm } from "./review-form";
import { Stars } from "@/components/ui/stars";

/** The reviews I wrote: one query shared by every order of the history. */
export function useWrittenReviews() {
  return useQuery({ queryKey: reviewKeys.mine("author"), queryFn: ({ signal }) => reviewsApi.written(signal) });
}

/**
 * Under an order I bought that was accepted and paid: 'Rate seller', or my rating with 'Edit your
 * review' while I may still change it (14 days), or why a moderator hid it.
 */
export function RateSeller({ order }: { order: TOrder }) {
  const t = useTranslations("Reviews");
  const locale = useLocale();
  const written = useWrittenReviews();
  // When the page was opened: whether the 14 days are over is decided by the server in the end.
  const [openedAt] = useState(() => Date.now());
  const [isOpen, setIsOpen] = useState(false);
  if (!written.data) return null;
  const review = written.data.find((r) => r.orderId === order.id);
  const isEditable = !!review && !review.isHidden && Date.parse(review.editableUntil) > openedAt;

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-stone-100 pt-3">
      {review && (
        <p className="mr-auto flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span>{t("yourRating")}</span>
          <Stars rating={review.rating} />
          {isEditable && <span>{t("editUntil", { date: formatDate(review.editableUntil, locale, "medium") })}</span>}
        </p>
      )}
      {review?.isHidden && (
        <p className="w-full text-sm font-medium text-amber-900">
          {review.hiddenReason ? t("hiddenWithReason", { reason: review.hiddenReason }) : t("hidden")}
        </p>
      )}
      {(!review || isEditable) && (
        <Button
          variant={review ? "outline" : "secondary"}
          size="sm"
          className="min-h-11"
          onClick={() => setIsOpen(true)}
          aria-haspopup="dialog"
          aria-label={review ? t("editLabel", { pet: order.pet_name }) : t("rateLabel", { pet: order.pet_name })}
        >
          {review ? t("edit") : t("rate")}
        </Button>
      )}
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={review ? t("editTitle", { seller: order.seller_name }) : t("rateTitle", { seller: order.seller_name })}
        description={t("dialogText", { pet: order.pet_name })}
      >
        <ReviewDialogForm order={order} review={review} onDone={() => setIsOpen(false)} />
      </Dialog>
    </div>
  );
}

function ReviewDialogForm({ order, review, onDone }: { order: TOrder; review: TMyReviewDto | undefined; onDone: () => void }) {
  const t = useTranslations("Reviews");
  const { toast } = useToast();
  const queryClient = useQueryClient();

  async function save(input: TReviewInput) {
    if (review) await reviewsApi.update(review.id, input);
    else await reviewsApi.create(order.id, input);
    toast({ description: t(review ? "updated" : "created"), variant: "success" });
    await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    onDone();
  }

  return (
    <ReviewForm
      initial={review ? { rating: review.rating, comment: review.comment } : undefined}
      submitLabel={review ? t("save") : t("publish")}
      onSubmit={save}
      onCancel={onDone}
    />
  );
}
