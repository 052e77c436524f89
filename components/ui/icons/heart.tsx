import { Icon, type TIconProps } from "./icon";

export const HeartIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 7.9 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.7 3.4 4.5 6.7-1.8 4.7-9.3 9.3-9.3 9.3z" />
  </Icon>
);
