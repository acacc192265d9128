import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { sessionQuery } from './session.ts';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}
export interface SignInInput {
  email: string;
  password: string;
}

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
    mutationFn: (input: SignUpInput) => api.post('/auth/sign-up/email', input),
    onSuccess: reset,
  });
}

export function useSignIn() {
  const reset = useResetCache();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post('/auth/sign-in/email', input),
    onSuccess: reset,
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/auth/sign-out', {}),
    onSuccess: () => {
      client.clear();
      client.setQueryData(sessionQuery.queryKey, null);
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post('/auth/request-password-reset', { email, redirectTo: '/auth' }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => api.post('/auth/reset-password', input),
  });
}
