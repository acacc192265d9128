import * as z from 'zod/mini';
import { defineApi, fileDownload, noContent } from './define.ts';

export const deleteAccountBody = z.object({
  /** The account's password, asked again: a left-open session alone cannot delete the account. */
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type DeleteAccountBody = z.output<typeof deleteAccountBody>;

/**
 * The signed-in user's own account. Changing the password or the e-mail goes through the auth
 * endpoints (/api/auth/change-password, /api/auth/change-email: docs/security.md).
 */
export const accountApi = defineApi('/account', {
  /** Everything the account holds, as a zip of JSON and CSV files (one pair per kind of data). */
  exportData: { method: 'GET', path: '/export', response: fileDownload('application/zip') },
  /** Deletes the account: ends the subscription, removes personal data, keeps invoice records. */
  remove: { method: 'POST', path: '/delete', body: deleteAccountBody, response: noContent },
});
