import { getTranslations } from "next-intl/server";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { env } from "@/lib/env";
import { Link } from "@/lib/i18n/navigation";
import { SITE } from "@/lib/site";
import { FacebookIcon } from "@/components/ui/icons/facebook";
import { InstagramIcon } from "@/components/ui/icons/instagram";
import { MailIcon } from "@/components/ui/icons/mail";
import { MapPinIcon } from "@/components/ui/icons/map-pin";
import { PhoneIcon } from "@/components/ui/icons/phone";
import { ShieldIcon } from "@/components/ui/icons/shield";
import { XIcon } from "@/components/ui/icons/x";
import { YoutubeIcon } from "@/components/ui/icons/youtube";
import { Logo } from "@/components/foundation/logo";
import { WhatsappLink } from "@/components/foundation/whatsapp-link";

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-bold tracking-wide text-stone-900 uppercase">
      {children}
    </h2>
  );
}

const linkClass = "rounded-sm text-stone-700 underline-offset-4 hover:text-brand-800 hover:underline";

/** The common footer: quick links, contact details, social links, WhatsApp and safety notes. */
export async function Footer() {
  const t = await getTranslations("Footer");
  const tApi = await getTranslations("ApiDocs");
  const tGrievance = await getTranslations("Grievance");
  const year = new Date().getFullYear();
  // The same address the support and contact forms mail to.
  const supportEmail = env().SUPPORT_EMAIL;
  const social: { href: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { href: SITE.social.facebook, label: t("facebook"), icon: FacebookIcon },
    { href: SITE.social.instagram, label: t("instagram"), icon: InstagramIcon },
    { href: SITE.social.twitter, label: t("twitter"), icon: XIcon },
    { href: SITE.social.youtube, label: t("youtube"), icon: YoutubeIcon },
  ];

  return (
    <footer className="below-fold mt-16 [contain-intrinsic-block-size:auto_64rem] sm:[contain-intrinsic-block-size:auto_24rem] border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo />
          <p className="text-sm text-stone-700">{t("tagline")}</p>
          <p className="inline-flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">
            <ShieldIcon className="size-4" />
            {t("trust")}
          </p>
          <ul className="flex items-center gap-2" aria-label={t("followUs")}>
            {social.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} ${t("opensInNewTab")}`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-stone-100 text-stone-800 hover:bg-brand-100 hover:text-brand-800"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links" className="space-y-3">
          <FooterHeading id="footer-quick-links">{t("quickLinks")}</FooterHeading>
          <ul className="space-y-2 text-sm">
            <li>
              <Link href="/pets" className={linkClass}>
                {t("browsePets")}
              </Link>
            </li>
            <li>
              <Link href="/add-listing" className={linkClass}>
                {t("addListing")}
              </Link>
            </li>
            <li>
              <Link href="/process" className={linkClass}>
                {t("howItWorks")}
              </Link>
            </li>
            <li>
              <Link href="/support" className={linkClass}>
                {t("support")}
              </Link>
            </li>
            <li>
              <Link href="/about" className={linkClass}>
                {t("about")}
              </Link>
            </li>
            <li>
              <Link href="/privacy-policy" className={linkClass}>
                {t("privacy")}
              </Link>
            </li>
            <li>
              <Link href="/terms-and-conditions" className={linkClass}>
                {t("terms")}
              </Link>
            </li>
            <li>
              <Link href="/selling-rules" className={linkClass}>
                {t("sellingRules")}
              </Link>
            </li>
            <li>
              <Link href="/grievance-officer" className={linkClass}>
                {tGrievance("footerLink")}
              </Link>
            </li>
            <li>
              <Link href="/developers/api" className={linkClass}>
                {tApi("footerLink")}
              </Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact" className="space-y-3">
          <FooterHeading id="footer-contact">{t("contactTitle")}</FooterHeading>
          <ul className="space-y-2.5 text-sm text-stone-700">
            <li className="flex items-start gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">{t("email")}: </span>
                <a href={`mailto:${supportEmail}`} className={linkClass}>
                  {supportEmail}
                </a>
              </span>
            </li>
            <li className="flex items-start gap-2">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">{t("phone")}: </span>
                <a href={SITE.phoneHref} className={linkClass}>
                  {SITE.phoneDisplay}
                </a>
              </span>
            </li>
            <li className="flex items-start gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">{t("addressLabel")}: </span>
                {t("address")}
              </span>
            </li>
            <li>
              <Link href="/contact" className={linkClass}>
                {t("contact")}
              </Link>
            </li>
          </ul>
          <WhatsappLink label={t("whatsapp")} newTabLabel={t("opensInNewTab")} />
        </section>

        <section aria-labelledby="footer-safety" className="space-y-3">
          <FooterHeading id="footer-safety">{t("safetyTitle")}</FooterHeading>
          <ul className="list-disc space-y-2 pl-5 text-sm text-stone-700 marker:text-brand-700">
            <li>{t("safetyMeet")}</li>
            <li>{t("safetyPay")}</li>
            <li>{t("safetyVerified")}</li>
            <li>{t("safetyReport")}</li>
          </ul>
        </section>
      </div>
      <div className="border-t border-stone-200">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-stone-600 sm:px-6">{t("copyright", { year })}</p>
      </div>
    </footer>
  );
}
