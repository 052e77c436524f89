import { Icon, type TIconProps } from "./icon";

export const SendIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M21 3 10 14" />
    <path d="m21 3-7 18-4-7-7-4z" />
  </Icon>
);
