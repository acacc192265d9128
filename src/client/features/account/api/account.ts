import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '#client/features/auth/index.ts';
import { call, downloadUrl } from '#client/lib/api-client.ts';
import { accountApi, type DeleteAccountBody } from '#contracts/account.ts';
import { authApi } from '#contracts/auth.ts';

/** The zip of all the account's data: a link to it downloads it. */
export const accountExportUrl = downloadUrl(accountApi.exportData);

/** A new password; the server signs out every other session of the account (docs/security.md). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      call(authApi.changePassword, { body: { ...input, revokeOtherSessions: true } }),
  });
}

/** Sends a link to the new address; the account's address changes when it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      call(authApi.changeEmail, { body: { newEmail, callbackURL: '/settings' } }),
  });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => call(accountApi.remove, { body }),
    onSuccess: () => {
      client.clear();
      client.setQueryData(sessionQuery.queryKey, null);
    },
  });
}
