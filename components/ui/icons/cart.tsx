import { Icon, type TIconProps } from "./icon";

export const CartIcon = (p: TIconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.4 12h11.2l2-8H6.3" />
  </Icon>
);
