import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '#client/features/auth/api/session.ts';
import { api } from '#client/lib/api-client.ts';

export interface Profile {
  id: string;
  name: string;
  email: string;
  companyName: string | null;
  isAdmin: boolean;
  createdAt: string;
}

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api.get<Profile>('/profile'),
});

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; companyName: string | null }) =>
      api.patch<Profile>('/profile', input),
    onSuccess: (profile) => {
      client.setQueryData(profileQuery.queryKey, profile);
      void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
