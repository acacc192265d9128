import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { alertsApi } from '#contracts/alerts.ts';

/** How often the recurring jobs check each kind of alert (operator settings, in seconds). */
export const alertScheduleQuery = queryOptions({
  queryKey: ['alert-schedule'],
  queryFn: () => call(alertsApi.schedule),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAlertSchedule = () => useQuery(alertScheduleQuery);
