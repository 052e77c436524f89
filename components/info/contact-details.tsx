import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { SITE } from "@/lib/site";
import { MailIcon } from "@/components/ui/icons/mail";
import { MapPinIcon } from "@/components/ui/icons/map-pin";
import { PhoneIcon } from "@/components/ui/icons/phone";
import { WhatsappLink } from "@/components/foundation/whatsapp-link";

const linkClass = "font-semibold break-all text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

/** Email (SUPPORT_EMAIL), phone, address and hours, as a definition list; the heading is the caller's. */
export async function ContactDetails({ headingId, heading }: { headingId: string; heading: string }) {
  const t = await getTranslations("Contact");
  const email = env().SUPPORT_EMAIL;
  const rows = [
    {
      icon: MailIcon,
      label: t("emailLabel"),
      value: (
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      ),
    },
    {
      icon: PhoneIcon,
      label: t("phoneLabel"),
      value: (
        <a href={SITE.phoneHref} className={linkClass}>
          {SITE.phoneDisplay}
        </a>
      ),
    },
    { icon: MapPinIcon, label: t("addressLabel"), value: t("address") },
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-stone-900">
        {heading}
      </h2>
      <dl className="mt-4 space-y-4">
        {rows.map(({ icon: Icon, label, value }) => (
          // dl > div > dt + dd is the only grouping a definition list allows, so the icon sits inside the dt.
          <div key={label} className="relative min-h-10 pl-13">
            <dt className="text-sm font-medium text-stone-600">
              <span className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="min-w-0 text-stone-900">{value}</dd>
          </div>
        ))}
        <div className="border-t border-stone-200 pt-4">
          <dt className="text-sm font-medium text-stone-600">{t("hoursLabel")}</dt>
          <dd className="text-stone-900">{t("hours")}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-stone-600">{t("responseNote")}</p>
      <WhatsappLink label={t("whatsapp")} newTabLabel={t("opensInNewTab")} className="mt-4" />
    </section>
  );
}
