import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { authApi, type SignInInput, type SignUpInput } from '#contracts/auth.ts';
import { sessionQuery } from './session.ts';

export type { SignInInput, SignUpInput } from '#contracts/auth.ts';

/** After any change of identity, every cached query belonged to someone else: start over. */
function useResetCache() {
  const client = useQueryClient();
  return async () => {
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    await client.invalidateQueries({ queryKey: sessionQuery.queryKey });
  };
}

export function useSignUp() {
  const reset = useResetCache();
  return useMutation({
    mutationFn: (input: SignUpInput) => call(authApi.signUp, { body: input }),
    onSuccess: reset,
  });
}

export function useSignIn() {
  const reset = useResetCache();
  return useMutation({
    mutationFn: (input: SignInInput) => call(authApi.signIn, { body: input }),
    onSuccess: reset,
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(authApi.signOut, { body: {} }),
    onSuccess: () => {
      client.clear();
      client.setQueryData(sessionQuery.queryKey, null);
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      call(authApi.requestPasswordReset, { body: { email, redirectTo: '/auth' } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      call(authApi.resetPassword, { body: input }),
  });
}
