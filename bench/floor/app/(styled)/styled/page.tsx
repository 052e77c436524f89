import type { Metadata } from "next";
import { FloorShell } from "../../shell";

export const metadata: Metadata = { title: "Styled floor", description: "A bare Next.js page in PawBazaar's stylesheet, with its icons." };

/** The floor of the English pages: the bare page, in the app's stylesheet, with a header of icons. */
export default function StyledFloorPage() {
  return (
    <FloorShell
      title="Floor, in the app's stylesheet"
      text="A bare Next.js page with one button, drawn in PawBazaar's own stylesheet with a header of icons, measured beside PawBazaar's pages. It is what any of our pages costs before its content."
      labels={["Search", "Wishlist", "Cart", "Account"]}
    />
  );
}
