import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type AlertPreferences, notificationsApi } from '#contracts/alerts.ts';

export type { AlertNotification, AlertPreferences } from '#contracts/alerts.ts';

/** Polled while the dashboard is open and visible: one indexed query per user. */
export const NOTIFICATIONS_POLL_MS = 10_000;

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => call(notificationsApi.list),
});
export const useNotifications = () =>
  useQuery({
    ...notificationsQuery,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationsApi.markAllRead),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

export const alertPreferencesQuery = queryOptions({
  queryKey: ['notifications', 'preferences'],
  queryFn: () => call(notificationsApi.preferences),
});
export const useAlertPreferences = () => useQuery(alertPreferencesQuery);

export function useSaveAlertPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertPreferences) => call(notificationsApi.savePreferences, { body }),
    onSuccess: (p) => client.setQueryData(alertPreferencesQuery.queryKey, p),
  });
}
