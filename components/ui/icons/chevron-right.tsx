import { Icon, type TIconProps } from "./icon";

export const ChevronRightIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="m9 5 7 7-7 7" />
  </Icon>
);
