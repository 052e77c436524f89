import { Input, type TInputProps } from "./input";

/** The email field of the account forms: the right keyboard on phones and autofill everywhere. */
export function EmailInput(props: Omit<TInputProps, "type" | "autoComplete" | "inputMode">) {
  return <Input type="email" autoComplete="email" inputMode="email" {...props} />;
}
