// The notices on screen, as a list (toast.tsx): pure, so the rules are tested on their own.

export const MAX_TOASTS = 4;

/**
 * The list with `toast` added last: an earlier notice with the same key leaves (a form's error goes when
 * the form then succeeds, and retries do not pile up), and only the newest MAX_TOASTS stay.
 */
export function withToast<T extends { key?: string }>(list: readonly T[], toast: T): T[] {
  return [...list.filter((t) => !toast.key || t.key !== toast.key), toast].slice(-MAX_TOASTS);
}
