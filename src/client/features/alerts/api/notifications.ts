import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { Language } from '#domain/languages.ts';
import type { NotificationView } from '#server/modules/alerts/notifications.ts';

export type AlertNotification = NotificationView;

/** Polled while the dashboard is open and visible: one indexed query per user. */
export const NOTIFICATIONS_POLL_MS = 10_000;

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api.get<{ notifications: AlertNotification[]; unread: number }>('/notifications'),
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
    mutationFn: () => api.post<void>('/notifications/read'),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

export interface AlertPreferences {
  emailOnTrigger: boolean;
  language: Language;
}

export const alertPreferencesQuery = queryOptions({
  queryKey: ['notifications', 'preferences'],
  queryFn: () => api.get<AlertPreferences>('/notifications/preferences'),
});
export const useAlertPreferences = () => useQuery(alertPreferencesQuery);

export function useSaveAlertPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: AlertPreferences) => api.put<AlertPreferences>('/notifications/preferences', p),
    onSuccess: (p) => client.setQueryData(alertPreferencesQuery.queryKey, p),
  });
}
