"use client";
import { useTranslations } from "#i18n/texts";
import { useId, useState } from "react";
import { EyeIcon } from "./icons/eye";
import { EyeOffIcon } from "./icons/eye-off";
import { Input, type TInputProps } from "./input";

/** A password field with a show/hide toggle (a real button, so it is keyboard usable). */
export function PasswordInput(props: Omit<TInputProps, "type" | "endAdornment">) {
  const t = useTranslations("Common");
  const [isVisible, setIsVisible] = useState(false);
  const autoId = useId();
  const id = props.id ?? autoId;
  return (
    <Input
      {...props}
      id={id}
      type={isVisible ? "text" : "password"}
      endAdornment={
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-label={isVisible ? t("hidePassword") : t("showPassword")}
          aria-controls={id}
          className="inline-flex size-10 items-center justify-center rounded-md text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
