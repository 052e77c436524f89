"use client";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { ErrorRetry } from "@/components/ui/query-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AlertIcon } from "@/components/ui/icons/alert";
import { CartIcon } from "@/components/ui/icons/cart";
import { PageSpinner } from "@/components/ui/page-spinner";
import { useToast } from "@/components/ui/toast";
import { cartApi, cartTotal, isCartItemAvailable, isCartItemOverAvailable, type TCartItemDto } from "@/lib/cart/client";
import { cartKeys } from "@/lib/cart/keys";
import { MAX_QUANTITY } from "@/lib/cart/schemas";
import { useCart } from "@/components/cart/use-cart";
import { formatPrice } from "@/lib/format";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { orderKeys } from "@/lib/orders/keys";
import { paymentHref } from "@/lib/payments/payment-screen";
import { EmptyState } from "@/components/ui/empty-state";
import { PetThumbnail } from "@/components/listings/pet-thumbnail";

type TSnapshot = { previous?: TCartItemDto[] };

/** Optimistic cart changes: write the cache at once, roll back on error, re-fetch after. */
function useCartMutation<TVars>({
  mutationFn,
  apply,
  success,
  failure,
}: {
  mutationFn: (vars: TVars) => Promise<unknown>;
  apply: (items: TCartItemDto[], vars: TVars) => TCartItemDto[];
  success: string;
  failure: string;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  return useMutation<unknown, Error, TVars, TSnapshot>({
    mutationKey: cartKeys.all,
    mutationFn,
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const previous = queryClient.getQueryData<TCartItemDto[]>(cartKeys.list());
      if (previous) queryClient.setQueryData<TCartItemDto[]>(cartKeys.list(), apply(previous, vars));
      return { previous };
    },
    onError: (e, _vars, ctx) => {
      if (ctx?.previous) queryClient.setQueryData(cartKeys.list(), ctx.previous);
      toast({ description: errorText(e, { fallback: failure }), variant: "destructive" });
    },
    onSuccess: () => toast({ description: success, variant: "success" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** The cart screen: lines with quantity controls, remove, clear, total and checkout. */
export function CartView() {
  const t = useTranslations("Cart");
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const cart = useCart();
  const isChanging = useIsMutating({ mutationKey: cartKeys.all }) > 0;

  const update = useCartMutation<{ petId: string; quantity: number }>({
    mutationFn: cartApi.update,
    apply: (items, { petId, quantity }) => items.map((i) => (i.pet_id === petId ? { ...i, quantity } : i)),
    success: t("updated"),
    failure: t("updateFailed"),
  });
  const remove = useCartMutation<{ petId: string }>({
    mutationFn: cartApi.remove,
    apply: (items, { petId }) => items.filter((i) => i.pet_id !== petId),
    success: t("removed"),
    failure: t("removeFailed"),
  });
  const clear = useCartMutation<void>({
    mutationFn: () => cartApi.clear(),
    apply: () => [],
    success: t("cleared"),
    failure: t("clearFailed"),
  });

  const verifyFirst = () => {
    toast({ description: t("verifyEmail"), variant: "destructive" });
    router.push("/profile?reason=verify");
  };
  const checkout = useMutation({
    mutationFn: () => cartApi.checkout(),
    onSuccess: ({ orders }) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // The payment is for exactly the orders this checkout answered.
      router.push(paymentHref(orders));
    },
    onError: (e) => {
      if (e instanceof ApiError && e.code === "EMAIL_NOT_VERIFIED") return verifyFirst();
      toast({ description: errorText(e, { fallback: t("checkoutFailed") }), variant: "destructive" });
      // A pet may have been sold meanwhile: show the lines as they are now.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });

  // Whether the email is verified is the server's to say (EMAIL_NOT_VERIFIED above): the session in the
  // browser may be older than a change of email.
  const onCheckout = () => checkout.mutate();

  if (cart.isPending) return <PageSpinner label={t("loading")} />;

  if (cart.isError) {
    return (
      <CartShell title={t("title")}>
        <ErrorRetry
          message={errorText(cart.error, { fallback: t("fetchFailed") })}
          retryLabel={t("retry")}
          onRetry={() => void cart.refetch()}
        />
      </CartShell>
    );
  }

  const items = cart.data;
  if (items.length === 0) {
    return (
      <CartShell title={t("title")}>
        <EmptyState
          icon={<CartIcon className="size-10 text-brand-700" />}
          title={t("empty")}
          hint={t("emptyHint")}
          href="/pets"
          action={t("browsePets")}
        />
      </CartShell>
    );
  }

  const total = cartTotal(items);
  const hasUnavailable = items.some((i) => !isCartItemAvailable(i));
  const hasOverAvailable = items.some(isCartItemOverAvailable);
  const canCheckout = !hasUnavailable && !hasOverAvailable && total > 0 && !isChanging;

  return (
    <CartShell title={t("title")} subtitle={t("itemCount", { count: items.length })}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <ul className="space-y-3" aria-label={t("title")}>
          {items.map((item) => (
            <CartLine
              key={item.pet_id}
              item={item}
              onQuantity={(quantity) => update.mutate({ petId: item.pet_id, quantity })}
              onRemove={() => remove.mutate({ petId: item.pet_id })}
            />
          ))}
        </ul>

        <Card className="space-y-4 p-5 lg:sticky lg:top-24">
          {hasUnavailable && (
            <p role="note" className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              <AlertIcon className="mt-0.5 size-4 shrink-0" />
              {t("unavailableNote")}
            </p>
          )}
          <div aria-live="polite" aria-atomic="true" className="flex items-baseline justify-between gap-3">
            <span className="text-lg font-semibold text-stone-900">{t("total")}</span>
            <span className="text-2xl font-bold text-stone-900 tabular-nums">{formatPrice(total)}</span>
          </div>
          <p className="text-sm text-stone-600">{t("noFees")}</p>
          <Button size="lg" className="w-full" onClick={onCheckout} isLoading={checkout.isPending} disabled={!canCheckout}>
            {t("checkout")}
          </Button>
          <Button
            variant="ghost"
            className="w-full text-red-800 hover:bg-red-50"
            onClick={() => clear.mutate()}
            disabled={isChanging || checkout.isPending}
          >
            {t("clear")}
          </Button>
        </Card>
      </div>
    </CartShell>
  );
}

function CartShell({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <div className="mb-5 flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="text-stone-700">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

const stepperButton =
  "inline-flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-xl font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40";

function CartLine({ item, onQuantity, onRemove }: { item: TCartItemDto; onQuantity: (quantity: number) => void; onRemove: () => void }) {
  const t = useTranslations("Cart");
  const isAvailable = isCartItemAvailable(item);
  // The plus stops at what the listing has left: one pet, unless it offers more of a litter.
  const limit = Math.min(MAX_QUANTITY, item.available);
  return (
    <li>
      <Card className={`flex gap-3 p-3 sm:gap-4 sm:p-4 ${isAvailable ? "" : "bg-stone-50"}`}>
        <PetThumbnail
          src={item.image}
          alt=""
          px={96}
          className="size-20 sm:size-24"
          imageClassName={isAvailable ? undefined : "grayscale"}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <div className="min-w-0 max-w-full">
              <h2 className="truncate text-base font-semibold text-stone-900 sm:text-lg">
                <Link
                  href={`/pets/${item.pet_id}`}
                  className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {item.name}
                </Link>
              </h2>
              <p className="text-sm wrap-anywhere text-stone-700">{[item.breed, item.age].filter(Boolean).join(" · ")}</p>
            </div>
            <p className="text-sm text-stone-700 tabular-nums">{t("eachPrice", { price: formatPrice(item.price) })}</p>
          </div>
          {!isAvailable && (
            <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">
              <AlertIcon className="size-4" />
              {t("unavailable")}
            </p>
          )}
          {isCartItemOverAvailable(item) && (
            <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">
              <AlertIcon className="size-4" />
              {t("overAvailable", { count: item.available })}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div role="group" aria-label={t("quantity")} className="flex items-center gap-1">
              <button
                type="button"
                className={stepperButton}
                onClick={() => onQuantity(item.quantity - 1)}
                disabled={item.quantity <= 1}
                aria-label={t("decrease", { name: item.name })}
              >
                −
              </button>
              <output className="min-w-10 text-center text-lg font-semibold tabular-nums" aria-live="polite">
                <span className="sr-only">{t("quantity")}: </span>
                {item.quantity}
              </output>
              <button
                type="button"
                className={stepperButton}
                onClick={() => onQuantity(item.quantity + 1)}
                disabled={item.quantity >= limit || !isAvailable}
                aria-label={t("increase", { name: item.name })}
              >
                +
              </button>
            </div>
            <div className="flex items-center gap-2">
              <p className="font-semibold text-stone-900 tabular-nums">
                <span className="sr-only">{t("lineTotal")}: </span>
                {formatPrice(item.price * item.quantity)}
              </p>
              <Button
                variant="ghost"
                className="text-red-800 hover:bg-red-50"
                onClick={onRemove}
                aria-label={t("remove", { name: item.name })}
              >
                {t("removeShort")}
              </Button>
            </div>
          </div>
        </div>
      </Card>
    </li>
  );
}
