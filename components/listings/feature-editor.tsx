"use client";
import { useTranslations } from "#i18n/texts";
import { useRef, useState, type KeyboardEvent } from "react";
import { MAX_FEATURES } from "@/lib/pets/constants";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons/close";
import { PlusIcon } from "@/components/ui/icons/plus";
import { Input } from "@/components/ui/input";

const MAX_FEATURE_LENGTH = 40;

type TFeatureEditorProps = {
  /** The features so far, in order (the form's `features`). */
  features: string[];
  /** The form's error for the list (schema or server); the editor's own error is shown first. */
  error?: string;
  /** A feature that passed the checks, to go at the end of the list. */
  onAdd: (feature: string) => void;
  onRemove: (feature: string) => void;
};

/** A listing's features: unique trimmed chips, added with Enter or the Add button, removed by their ×. */
export function FeatureEditor({ features, error, onAdd, onRemove }: TFeatureEditorProps) {
  const t = useTranslations("ListingForm");
  const v = useValidationMessages();
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  function addFeature() {
    const value = draft.trim().replace(/\s+/g, " ");
    if (!value) return;
    if (value.length > MAX_FEATURE_LENGTH) return setDraftError(v("featureMax"));
    if (features.some((f) => f.toLowerCase() === value.toLowerCase())) return setDraftError(t("featureDuplicate"));
    if (features.length >= MAX_FEATURES) return setDraftError(v("featuresMax"));
    onAdd(value);
    setDraftError(undefined);
    setDraft("");
    input.current?.focus();
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault();
      addFeature();
    }
  }
  function removeFeature(feature: string) {
    onRemove(feature);
    input.current?.focus();
  }

  return (
    <div className="space-y-2">
      <Input
        ref={input}
        label={t("features")}
        hint={t("featuresHint")}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setDraftError(undefined);
        }}
        onKeyDown={onKeyDown}
        maxLength={MAX_FEATURE_LENGTH + 10}
        enterKeyHint="done"
        autoComplete="off"
        error={draftError ?? error}
      />
      <Button variant="secondary" onClick={addFeature} disabled={!draft.trim()} className="w-full sm:w-auto">
        <PlusIcon className="size-5" />
        {t("addFeature")}
      </Button>
      {features.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={t("featuresAdded")}>
          {features.map((f) => (
            <li
              key={f}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium wrap-anywhere text-brand-900 ring-1 ring-brand-200"
            >
              <span className="min-w-0">{f}</span>
              <button
                type="button"
                onClick={() => removeFeature(f)}
                aria-label={t("removeFeature", { feature: f })}
                className="relative inline-flex size-8 shrink-0 items-center justify-center rounded-full text-brand-800 after:absolute after:-inset-1.5 after:content-[''] hover:bg-brand-100"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
