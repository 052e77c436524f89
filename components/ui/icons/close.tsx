import { Icon, type TIconProps } from "./icon";

export const CloseIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
