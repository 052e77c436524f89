import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";

/** The 'contact support' link inside a translated sentence: `t.rich("needHelp", { link: contactSupportLink })`. */
export function contactSupportLink(chunks: ReactNode) {
  return (
    <Link href="/contact" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
      {chunks}
    </Link>
  );
}
