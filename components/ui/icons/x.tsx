import { Brand } from "./brand";
import type { TIconProps } from "./icon";

export const XIcon = (p: TIconProps) => (
  <Brand {...p} d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
);
