// The email typed on the register card, handed to the login card when the address already has an
// account ('Login' or 'Forgot Password?' under the field): through this tab's session storage, read
// once, so the address never goes into a URL (history, server logs, the Referer).
const KEY = "pawbazaar:handed-email";

export function handEmailOver(email: string) {
  try {
    if (email) sessionStorage.setItem(KEY, email.slice(0, 254));
  } catch {
    // Storage off (private mode): the login card starts empty, as before.
  }
}

/** The handed email, once: it is removed as it is read. */
export function takeHandedEmail(): string {
  try {
    const email = sessionStorage.getItem(KEY) ?? "";
    sessionStorage.removeItem(KEY);
    return email;
  } catch {
    return "";
  }
}
