// How a deleted account shows (lib/account/deletion.ts makes it): the users row stays as a tombstone with this name,
// which the screens show in the reader's language (Common.deletedUser), and an address no mail can reach
// (.invalid is reserved for that, RFC 2606), unique per account, so the real address can register again.
// Plain data: the browser's components read the name too.
export const DELETED_USER_NAME = "Deleted user";

export const deletedEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;
