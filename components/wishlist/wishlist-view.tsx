"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState } from "react";
import { cartApi } from "@/lib/cart/client";
import { cartKeys } from "@/lib/cart/keys";
import { formatDate, formatPrice } from "@/lib/format";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import { wishlistApi, type TWishlistItemDto } from "@/lib/wishlist/client";
import { WISHLIST_DEFAULTS } from "@/lib/wishlist/defaults";
import { wishlistKeys } from "@/lib/wishlist/keys";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { CartIcon } from "@/components/ui/icons/cart";
import { CloseIcon } from "@/components/ui/icons/close";
import { MapPinIcon } from "@/components/ui/icons/map-pin";
import { useToast } from "@/components/ui/toast";
import { PetNameHeading } from "@/components/listings/pet-row";
import { PetPlaceholder } from "@/components/listings/pet-placeholder";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";

/** The wishlist list, shared with anything that needs the saved pets. */
export function useWishlist() {
  return useQuery({ queryKey: wishlistKeys.list(), queryFn: ({ signal }) => wishlistApi.list(signal) });
}

/** The API's English defaults ('Unknown Pet', …) shown in the reader's language. */
function useDisplay() {
  const t = useTranslations("Wishlist");
  return (item: TWishlistItemDto) => ({
    name: item.name === WISHLIST_DEFAULTS.name ? t("unknownName") : item.name,
    breed: item.breed === WISHLIST_DEFAULTS.breed ? t("unknownBreed") : item.breed,
    age: item.age === WISHLIST_DEFAULTS.age ? t("unknownAge") : item.age,
    location: item.location === WISHLIST_DEFAULTS.location ? t("unknownLocation") : item.location,
  });
}

/** /wishlist: saved pets with Remove and Add to cart each, and Clear all. */
export function WishlistView() {
  const t = useTranslations("Wishlist");
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const query = useWishlist();
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);

  // Optimistic: the list empties at once and comes back if the server refuses.
  const clear = useMutation({
    mutationFn: wishlistApi.clear,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.list() });
      const previous = queryClient.getQueryData<TWishlistItemDto[]>(wishlistKeys.list());
      queryClient.setQueryData<TWishlistItemDto[]>(wishlistKeys.list(), []);
      setIsConfirmingClear(false);
      return { previous };
    },
    onSuccess: () => toast({ description: t("cleared"), variant: "success" }),
    onError: (e, _v, context) => {
      if (context?.previous) queryClient.setQueryData(wishlistKeys.list(), context.previous);
      toast({ description: errorText(e, { fallback: t("clearFailed") }), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });

  const items = query.data ?? [];
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
          {query.isSuccess && items.length > 0 && <p className="text-stone-700">{t("count", { count: items.length })}</p>}
        </div>
        {items.length > 0 && (
          <Button
            variant="outline"
            onClick={() => setIsConfirmingClear(true)}
            isLoading={clear.isPending}
            aria-haspopup="dialog"
            className="text-red-700!"
          >
            {t("clearAll")}
          </Button>
        )}
      </div>

      {query.isPending ? (
        <LoadingStatus label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry
          message={
            query.error instanceof ApiError && query.error.code === "INVALID_WISHLIST"
              ? t("invalidData")
              : errorText(query.error, { fallback: t("fetchFailed") })
          }
          retryLabel={t("retry")}
          onRetry={() => query.refetch()}
        />
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center p-8 text-center">
          <PetPlaceholder className="size-24 rounded-full" />
          <p className="mt-3 font-semibold text-stone-900">{t("empty")}</p>
          <p className="mt-1 text-stone-700">{t("emptyHint")}</p>
          <Link href="/pets" className={buttonClasses({ className: "mt-4" })}>
            {t("emptyAction")}
          </Link>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <WishlistCard key={item.pet_id} item={item} />
          ))}
        </ul>
      )}

      <Dialog open={isConfirmingClear} onClose={() => setIsConfirmingClear(false)} title={t("clearTitle")} description={t("clearBody")}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsConfirmingClear(false)}>
            {t("cancel")}
          </Button>
          <Button variant="destructive" onClick={() => clear.mutate()} isLoading={clear.isPending}>
            {t("clearConfirm")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function WishlistCard({ item }: { item: TWishlistItemDto }) {
  const t = useTranslations("Wishlist");
  const tCart = useTranslations("Cart");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const display = useDisplay()(item);
  const isAvailable = item.status === "active";

  // Optimistic: the card goes at once and comes back if the server refuses.
  const remove = useMutation({
    mutationFn: () => wishlistApi.remove({ petId: item.pet_id }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.all });
      const previous = queryClient.getQueryData<TWishlistItemDto[]>(wishlistKeys.list());
      queryClient.setQueryData<TWishlistItemDto[]>(wishlistKeys.list(), (list) => list?.filter((i) => i.pet_id !== item.pet_id));
      queryClient.setQueryData(wishlistKeys.check(item.pet_id), false);
      return { previous };
    },
    onSuccess: () => toast({ description: t("removed"), variant: "success" }),
    onError: (e, _v, context) => {
      if (context?.previous) queryClient.setQueryData(wishlistKeys.list(), context.previous);
      queryClient.setQueryData(wishlistKeys.check(item.pet_id), true);
      toast({ description: errorText(e, { fallback: t("removeFailed") }), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });

  const addToCart = useMutation({
    mutationFn: () => cartApi.add({ petId: item.pet_id, quantity: 1 }),
    onSuccess: () => toast({ description: tCart("added"), variant: "success" }),
    onError: (e) => toast({ description: errorText(e, { fallback: tCart("addFailed") }), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });

  const added = item.added_at ? formatDate(item.added_at, locale, "medium") : "";
  return (
    <li>
      <Card className="flex h-full min-w-0 flex-col overflow-hidden">
        <Link href={`/pets/${item.pet_id}`} className="block aspect-[4/3] bg-stone-100" tabIndex={-1} aria-hidden="true">
          {item.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- sized on upload: next/image would only add script
            <img src={item.image} alt="" width={400} height={300} loading="lazy" decoding="async" className="size-full object-cover" />
          ) : (
            <PetPlaceholder className="size-full" />
          )}
        </Link>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <PetNameHeading petId={item.pet_id} name={display.name} as="h2" className="text-lg" />
            <p className="shrink-0 font-bold text-brand-800">{formatPrice(item.price, locale)}</p>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-stone-700">
            <dt className="font-medium text-stone-600">{t("breed")}</dt>
            <dd className="wrap-anywhere text-stone-900">{display.breed}</dd>
            <dt className="font-medium text-stone-600">{t("age")}</dt>
            <dd className="wrap-anywhere text-stone-900">{display.age}</dd>
            <dt className="sr-only">{t("location")}</dt>
            <dd className="col-span-2 flex items-center gap-1 text-stone-900">
              <MapPinIcon className="size-4 shrink-0 text-stone-500" />
              <span className="min-w-0 wrap-anywhere">{display.location}</span>
            </dd>
          </dl>
          {added && <p className="text-xs text-stone-600">{t("addedOn", { date: added })}</p>}
          {!isAvailable && <p className="text-sm font-medium text-amber-900">{t("unavailable")}</p>}
          <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
            <Button
              variant="outline"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
              aria-label={t("removeLabel", { name: display.name })}
            >
              <CloseIcon className="size-4 shrink-0" />
              {t("remove")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => addToCart.mutate()}
              isLoading={addToCart.isPending}
              disabled={!isAvailable}
              aria-label={t("addToCartLabel", { name: display.name })}
            >
              <CartIcon className="size-4 shrink-0" />
              {t("addToCart")}
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}
