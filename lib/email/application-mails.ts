import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { DELETED_USER_NAME } from "@/lib/people/deleted-user";
import { REHOMING_PAY_HOURS } from "@/lib/rehoming/constants";
import { catalogues, layout, pageUrl } from "./layout";

// The mails of applications to adopt (lib/applications), each in its recipient's stored language: the
// owner hears of an application and of a withdrawal; the chosen applicant that they have REHOMING_PAY_HOURS
// to pay and sign; the others, kindly, that another home was chosen.

function translators(locale: string) {
  const l: TLocale = isLocale(locale) ? locale : "en";
  return {
    l,
    t: createTranslator({ locale: l, messages: catalogues[l], namespace: "Applications.mail" }),
    email: createTranslator({ locale: l, messages: catalogues[l], namespace: "Email" }),
    common: createTranslator({ locale: l, messages: catalogues[l], namespace: "Common" }),
  };
}

type TPerson = { locale: string; name: string };

function mail(
  { l, email }: ReturnType<typeof translators>,
  { to, subject, body, button, path, kind }: { to: TPerson; subject: string; body: string; button: string; path: string; kind: string },
) {
  const link = pageUrl(l, path);
  const { html, text } = layout({
    heading: email("greeting", { name: to.name }),
    paragraphs: [body],
    button,
    link,
    footer: email("footer"),
  });
  return { subject, html, text, link, kind };
}

const nameOf = (tr: ReturnType<typeof translators>, name: string) => (name === DELETED_USER_NAME ? tr.common("deletedUser") : name);

/** To the owner: someone applied to adopt their pet. */
export function newApplicationMail({ to, applicant, pet, petId }: { to: TPerson; applicant: string; pet: string; petId: string }) {
  const tr = translators(to.locale);
  const a = nameOf(tr, applicant);
  return mail(tr, {
    to,
    subject: tr.t("newSubject", { applicant: a, pet }),
    body: tr.t("newBody", { applicant: a, pet }),
    button: tr.t("newButton"),
    path: `/pets/${encodeURIComponent(petId)}/applications`,
    kind: "application_new",
  });
}

/** To the owner: an applicant withdrew (`wasChosen`: their reserved order is cancelled, the pet offered again). */
export function applicationWithdrawnMail({
  to,
  applicant,
  pet,
  petId,
  wasChosen,
}: {
  to: TPerson;
  applicant: string;
  pet: string;
  petId: string;
  wasChosen: boolean;
}) {
  const tr = translators(to.locale);
  const a = nameOf(tr, applicant);
  return mail(tr, {
    to,
    subject: tr.t("withdrawnSubject", { applicant: a, pet }),
    body: wasChosen ? tr.t("withdrawnChosenBody", { applicant: a, pet }) : tr.t("withdrawnBody", { applicant: a, pet }),
    button: tr.t("newButton"),
    path: `/pets/${encodeURIComponent(petId)}/applications`,
    kind: "application_withdrawn",
  });
}

/** To the chosen applicant: pay the fee and sign the agreement within REHOMING_PAY_HOURS. */
export function applicationChosenMail({
  to,
  owner,
  pet,
  fee,
  orderId,
}: {
  to: TPerson;
  owner: string;
  pet: string;
  fee: string;
  orderId: string;
}) {
  const tr = translators(to.locale);
  return mail(tr, {
    to,
    subject: tr.t("chosenSubject", { pet }),
    body: tr.t("chosenBody", { name: nameOf(tr, owner), pet, fee, hours: REHOMING_PAY_HOURS }),
    button: tr.t("chosenButton"),
    path: `/orders/${encodeURIComponent(orderId)}`,
    kind: "application_chosen",
  });
}

/** To every other applicant of the pet: another home was chosen. Warm and short. */
export function applicationDeclinedMail({ to, pet }: { to: TPerson; pet: string }) {
  const tr = translators(to.locale);
  return mail(tr, {
    to,
    subject: tr.t("declinedSubject", { pet }),
    body: tr.t("declinedBody", { pet }),
    button: tr.t("declinedButton"),
    path: "/pets?mode=rehoming",
    kind: "application_declined",
  });
}
