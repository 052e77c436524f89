import { Icon, type TIconProps } from "./icon";

export const MessageIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);
