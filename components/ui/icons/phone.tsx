import { Icon, type TIconProps } from "./icon";

export const PhoneIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M5 3.5h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.8 6.8l1.4-2.2 4.3 1.7V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2z" />
  </Icon>
);
