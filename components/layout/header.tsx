import { AccountArea } from "./account-area";
import { LanguageSwitcherFrame } from "./language-switcher-frame";
import { Logo } from "@/components/foundation/logo";
import { SearchBox } from "./search-box";

/**
 * The sticky header of the common layout, drawn on the server: the logo and the search form need no
 * script. Its islands are the language switch and the account area, which depends on the session.
 */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white">
      {/* Phones: logo and account links, then search and language. Large screens: one row. Below 380 px
          (a 360 px Android, a 320 px phone) the logo and the account links are drawn smaller, so that
          Login and Register fit beside the logo in every language: otherwise they go to a row of their
          own the moment the session is known, and the whole page jumps down under a taller header. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 max-[380px]:gap-x-2 sm:px-6 lg:flex-nowrap lg:gap-x-4">
        <Logo className="shrink-0 text-lg max-[380px]:text-base max-[380px]:[&_svg]:size-6 sm:text-xl" />
        <div className="order-3 flex w-full items-center gap-2 lg:contents">
          <SearchBox className="min-w-0 flex-1 lg:order-2 lg:max-w-md" />
          <LanguageSwitcherFrame className="shrink-0 lg:order-4" />
        </div>
        <div className="order-2 ml-auto flex min-h-10 items-center gap-1.5 sm:gap-2 lg:order-3">
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
