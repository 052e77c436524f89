import type { ReactNode } from "react";
import { pickMessages, type TNamespace } from "./client-messages";
import { MergeTexts } from "./texts";

/**
 * A page's own namespaces, added to those its layout hands over with <ClientMessages> (the (account)
 * group's layout: the texts every signed-in page reads). <ClientMessages> replaces the catalogue above
 * it; this one keeps it. Its own module, so pages that do not use it do not carry it.
 */
export async function AddClientMessages({ namespaces, children }: { namespaces: TNamespace[]; children: ReactNode }) {
  return <MergeTexts messages={await pickMessages(namespaces)}>{children}</MergeTexts>;
}
