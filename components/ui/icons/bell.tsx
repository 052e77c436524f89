import { Icon, type TIconProps } from "./icon";

export const BellIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M6 9a6 6 0 0 1 12 0c0 5.5 2.5 7.5 2.5 7.5h-17S6 14.5 6 9z" />
    <path d="M10 20a2.2 2.2 0 0 0 4 0" />
  </Icon>
);
