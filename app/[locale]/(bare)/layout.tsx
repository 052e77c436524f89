import type { ReactNode } from "react";

/** No common layout (login, register, verify email, reset password): a centred card on a warm background. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-8 focus:outline-none sm:items-center sm:py-12"
    >
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}
