import { Icon, type TIconProps } from "./icon";

export const PlusIcon = (p: TIconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8 12h8" />
  </Icon>
);
