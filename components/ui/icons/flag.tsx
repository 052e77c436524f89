import { Icon, type TIconProps } from "./icon";

export const FlagIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </Icon>
);
