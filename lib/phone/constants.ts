// The limits of phone verification (lib/phone/service.ts), free of server code: the profile's phone part
// shows the countdown and the tries from them, and docs/trust.md states them.
export const PHONE_CODE_LIMITS = {
  /** Digits in a code. */
  digits: 6,
  /** How long a code can be entered. */
  validMinutes: 10,
  /** Wrong codes before the code is dead and a new one is needed. */
  maxTries: 5,
  /** Seconds after a code before another may be asked for (the same account or the same number). */
  resendSeconds: 60,
  /** Codes a day (India's calendar day) to one number, whichever accounts ask for them. */
  perNumberPerDay: 5,
  /** Codes a day (India's calendar day) one account may ask for, to whichever numbers. */
  perAccountPerDay: 5,
} as const;
