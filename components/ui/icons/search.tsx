import { Icon, type TIconProps } from "./icon";

export const SearchIcon = (p: TIconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
