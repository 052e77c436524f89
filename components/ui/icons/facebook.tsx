import { Brand } from "./brand";
import type { TIconProps } from "./icon";

export const FacebookIcon = (p: TIconProps) => (
  <Brand {...p} d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
);
