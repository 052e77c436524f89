"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "#i18n/texts";
import { useState, type ComponentType, type FormEvent, type SVGProps } from "react";
import { formatCount, formatDate, formatPrice } from "@/lib/format";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import { petsApi, type TMyPetDto, type TSellerStatus } from "@/lib/pets/client";
import { petKeys } from "@/lib/pets/keys";
import { AUTO_HIDDEN_REASON, PET_STATUSES } from "@/lib/pets/constants";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { AlertIcon } from "@/components/ui/icons/alert";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { EyeIcon } from "@/components/ui/icons/eye";
import { HeartIcon } from "@/components/ui/icons/heart";
import { PlusIcon } from "@/components/ui/icons/plus";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { PetPlaceholder } from "./pet-placeholder";
import { StatusBadge } from "./status-badge";
import { ErrorRetry, LoadingStatus } from "@/components/ui/query-state";
import { PetRowSummary } from "@/components/listings/pet-row";

/** An appeal is a support request: the support form's limit (lib/moderation/reports-schemas.ts). */
const APPEAL_MAX = 5000;

/** The signed-in user's listings (every status), shared by the stat cards and the list. */
export function useMyListings() {
  return useQuery({ queryKey: petKeys.mine(), queryFn: ({ signal }) => petsApi.mine(signal) });
}

export type TStat = { label: string; value: number | undefined; icon: ComponentType<SVGProps<SVGSVGElement>> };

/** Stat cards computed from my listings: total views, total likes, active listings; `extra` adds cards after them (orders). */
export function ListingStats({ extra = [] }: { extra?: TStat[] }) {
  const t = useTranslations("MyListings");
  const { data } = useMyListings();
  const stats: TStat[] = [
    { label: t("statViews"), value: data?.reduce((n, p) => n + p.views, 0), icon: EyeIcon },
    { label: t("statLikes"), value: data?.reduce((n, p) => n + p.likes, 0), icon: HeartIcon },
    { label: t("statActive"), value: data?.filter((p) => p.status === "active").length, icon: CheckCircleIcon },
    ...extra,
  ];
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t("statsTitle")}
      </h2>
      <dl className={stats.length === 4 ? "grid grid-cols-2 gap-3 sm:grid-cols-4" : "grid grid-cols-3 gap-3"}>
        {stats.map(({ label, value, icon: Icon }) => (
          // dl > div > dt + dd is the one grouping a definition list allows, so the card itself is the group.
          <Card key={label} className="flex flex-col gap-1 p-4 sm:p-5">
            <dt className="order-2 flex items-center gap-1.5 text-xs font-medium text-stone-700 sm:text-sm">
              <Icon className="hidden size-5 shrink-0 text-brand-800 sm:inline" />
              {label}
            </dt>
            <dd className="order-1 text-2xl font-extrabold text-stone-900">{value === undefined ? "–" : formatCount(value)}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

/** My Listings on the dashboard: each with its photo, price, status, views and likes; edit, change status, delete. */
export function MyListings() {
  const t = useTranslations("MyListings");
  const { errorText } = useErrorText();
  const query = useMyListings();
  const [toDelete, setToDelete] = useState<TMyPetDto | null>(null);

  return (
    <section aria-labelledby="my-listings-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-listings-title" className="text-lg font-bold text-stone-900">
          {t("title")}
        </h2>
        <Link href="/add-listing" className={buttonClasses({ variant: "secondary", size: "sm", className: "min-h-11" })}>
          <PlusIcon className="size-5" />
          {t("addNew")}
        </Link>
      </div>
      {query.isPending ? (
        <LoadingStatus label={t("loading")} />
      ) : query.isError ? (
        <ErrorRetry message={errorText(query.error, { fallback: t("error") })} retryLabel={t("retry")} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <Card className="flex flex-col items-center p-8 text-center">
          <PetPlaceholder className="size-24 rounded-full" />
          <p className="mt-3 font-semibold text-stone-900">{t("empty")}</p>
          <Link href="/add-listing" className={buttonClasses({ className: "mt-4" })}>
            {t("emptyAction")}
          </Link>
        </Card>
      ) : (
        <ul className="space-y-3">
          {query.data.map((pet) => (
            <MyListingRow key={pet.id} pet={pet} onDelete={() => setToDelete(pet)} />
          ))}
        </ul>
      )}
      <DeleteListingDialog pet={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}

function MyListingRow({ pet, onDelete }: { pet: TMyPetDto; onDelete: () => void }) {
  const t = useTranslations("MyListings");
  const tStatus = useTranslations("Listings.status");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();

  // Optimistic: the badge changes at once, rolls back if the server refuses.
  const setStatus = useMutation({
    mutationFn: (status: TSellerStatus) => petsApi.setStatus(pet.id, status),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: petKeys.mine() });
      const previous = queryClient.getQueryData<TMyPetDto[]>(petKeys.mine());
      queryClient.setQueryData<TMyPetDto[]>(petKeys.mine(), (list) => list?.map((p) => (p.id === pet.id ? { ...p, status } : p)));
      return { previous };
    },
    onSuccess: () => toast({ description: t("statusUpdated"), variant: "success" }),
    onError: (e, _status, context) => {
      if (context?.previous) queryClient.setQueryData(petKeys.mine(), context.previous);
      toast({ description: errorText(e, { fallback: t("statusFailed") }), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: petKeys.all }),
  });

  const thumbnail = pet.thumbnails[0];
  return (
    <li>
      <Card className="flex flex-col gap-3 p-3 sm:p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
          <PetRowSummary
            petId={pet.id}
            name={pet.name}
            photo={thumbnail}
            photoAlt={t("thumbnailAlt", { name: pet.name })}
            size="md"
            beside={<StatusBadge status={pet.status} />}
            className="items-center"
          >
            <p className="font-semibold text-brand-800">{formatPrice(pet.price, locale)}</p>
            <p className="flex items-center gap-3 text-sm text-stone-700">
              <span className="inline-flex items-center gap-1">
                <EyeIcon className="size-4 text-stone-500" />
                {t("views", { count: pet.views })}
              </span>
              <span className="inline-flex items-center gap-1">
                <HeartIcon className="size-4 text-stone-500" />
                {t("likes", { count: pet.likes })}
              </span>
            </p>
          </PetRowSummary>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0 sm:items-center">
            {/* A hidden listing's status is the moderators' to change: its seller may appeal instead. */}
            {pet.hidden ? (
              // Held for a registration: approving it is what publishes the listing, not an appeal.
              !pet.hidden.appealedAt && pet.hidden.cause !== "unverified" && <AppealButton pet={pet} className="col-span-2 sm:w-40" />
            ) : (
              <Select
                label={t("statusLabel", { name: pet.name })}
                hideLabel
                value={pet.status}
                disabled={setStatus.isPending}
                onChange={(e) => setStatus.mutate(e.target.value as TSellerStatus)}
                className="col-span-2 min-w-0 sm:w-40"
              >
                {PET_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {tStatus(s)}
                  </option>
                ))}
              </Select>
            )}
            <Link href={`/pets/${pet.id}/edit`} className={buttonClasses({ variant: "outline" })}>
              {t("edit")}
              <span className="sr-only"> {pet.name}</span>
            </Link>
            <Button variant="ghost" onClick={onDelete} className="text-red-700! hover:bg-red-50" aria-haspopup="dialog">
              {t("delete")}
              <span className="sr-only"> {pet.name}</span>
            </Button>
          </div>
        </div>
        {pet.hidden && <HiddenNotice hidden={pet.hidden} />}
      </Card>
    </li>
  );
}

/** Why the moderators hid a listing, when, and whether its seller has appealed. */
function HiddenNotice({ hidden }: { hidden: NonNullable<TMyPetDto["hidden"]> }) {
  const t = useTranslations("ListingModeration");
  const locale = useLocale();
  if (hidden.cause === "unverified" || hidden.cause === "review") return <HeldNotice cause={hidden.cause} />;
  const why =
    hidden.cause === "suspension"
      ? t("reasonSuspension")
      : hidden.cause === "reports" || hidden.reason === AUTO_HIDDEN_REASON || !hidden.reason
        ? t("reasonReports")
        : t("reasonModerator", { reason: hidden.reason });
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <AlertIcon className="size-5 shrink-0" />
        {t("hiddenTitle")}
      </p>
      {/* The moderator's own words, as text (React escapes them). */}
      <p className="mt-1 wrap-anywhere whitespace-pre-line">{why}</p>
      <p className="mt-1">{t("statusLocked")}</p>
      {hidden.hiddenAt && <p className="mt-1 text-amber-900">{t("hiddenOn", { date: formatDate(hidden.hiddenAt, locale, "medium") })}</p>}
      {hidden.appealedAt && (
        <p className="mt-1 font-medium">{t("appealedOn", { date: formatDate(hidden.appealedAt, locale, "medium") })}</p>
      )}
    </div>
  );
}

/**
 * A listing held, not taken down: until a moderator approves its seller's registration (`unverified`,
 * lib/pets/seller-rules.ts), or looks at a photo that matches a listing taken down (`review`).
 */
function HeldNotice({ cause }: { cause: "unverified" | "review" }) {
  const t = useTranslations("ListingModeration");
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <AlertIcon className="size-5 shrink-0" />
        {cause === "unverified" ? t("heldUnverified") : t("heldReview")}
      </p>
      <p className="mt-1">{cause === "unverified" ? t("heldUnverifiedWhat") : t("heldReviewWhat")}</p>
      {cause === "unverified" && (
        <Link href="/profile?tab=seller" className="mt-1 inline-flex min-h-11 items-center font-semibold underline">
          {t("heldUnverifiedLink")}
        </Link>
      )}
    </div>
  );
}

/** 'Appeal' and its dialog: one message to the moderators, once per hiding (POST /server/pets/{id}/appeal). */
function AppealButton({ pet, className }: { pet: TMyPetDto; className?: string }) {
  const t = useTranslations("ListingModeration");
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const [isOpen, setIsOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string>();

  const appeal = useMutation({
    mutationFn: (text: string) => petsApi.appeal(pet.id, text),
    onSuccess: () => {
      toast({ description: t("appealSent"), variant: "success" });
      close();
    },
    onError: (e) => setProblem(errorText(e, { fallback: t("appealFailed") })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: petKeys.mine() }),
  });

  function close() {
    setIsOpen(false);
    setMessage("");
    setProblem(undefined);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!message.trim()) return setProblem(t("appealRequired"));
    appeal.mutate(message.trim());
  }

  return (
    <>
      <Button
        variant="outline"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={t("appealLabel", { name: pet.name })}
        className={className}
      >
        {t("appeal")}
      </Button>
      <Dialog open={isOpen} onClose={close} title={t("appealTitle", { name: pet.name })} description={t("appealDescription")}>
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          <Textarea
            label={t("appealMessage")}
            hint={t("appealHint")}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setProblem(undefined);
            }}
            maxLength={APPEAL_MAX}
            rows={5}
            error={problem}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {t("appealCancel")}
            </Button>
            <Button type="submit" isLoading={appeal.isPending}>
              {t("appealSend")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** Asks before deleting; a listing with orders cannot go (409): the server's reason is shown. */
function DeleteListingDialog({ pet, onClose }: { pet: TMyPetDto | null; onClose: () => void }) {
  const t = useTranslations("MyListings");
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const [problem, setProblem] = useState<string>();

  const remove = useMutation({
    mutationFn: (id: string) => petsApi.remove(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<TMyPetDto[]>(petKeys.mine(), (list) => list?.filter((p) => p.id !== id));
      toast({ description: t("deleted"), variant: "success" });
      close();
    },
    onError: (e) => {
      const text = errorText(e, { fallback: t("deleteFailed") });
      setProblem(text);
      toast({ description: text, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: petKeys.all }),
  });

  function close() {
    setProblem(undefined);
    onClose();
  }

  return (
    <Dialog open={!!pet} onClose={close} title={pet ? t("deleteTitle", { name: pet.name }) : ""} description={t("deleteBody")}>
      {problem && (
        <p role="alert" className="mb-4 flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close}>
          {t("cancel")}
        </Button>
        <Button variant="destructive" onClick={() => pet && remove.mutate(pet.id)} isLoading={remove.isPending}>
          {t("confirmDelete")}
        </Button>
      </div>
    </Dialog>
  );
}
