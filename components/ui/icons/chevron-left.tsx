import { Icon, type TIconProps } from "./icon";

export const ChevronLeftIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="m15 5-7 7 7 7" />
  </Icon>
);
