import { Icon, type TIconProps } from "./icon";

/** Sort: an arrow up and an arrow down. */
export const SortIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M7 4v16M3.5 7.5 7 4l3.5 3.5M17 20V4M13.5 16.5 17 20l3.5-3.5" />
  </Icon>
);
