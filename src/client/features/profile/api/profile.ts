import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '#client/features/auth/index.ts';
import { call } from '#client/lib/api-client.ts';
import { profileApi, type UpdateProfileBody } from '#contracts/profile.ts';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => call(profileApi.get),
});

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => call(profileApi.update, { body }),
    onSuccess: (profile) => {
      client.setQueryData(profileQuery.queryKey, profile);
      void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
