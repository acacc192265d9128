import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

/** How often the scheduler checks each kind of alert (operator settings, in seconds). */
export interface AlertSchedule {
  priceCheckSeconds: number;
  multiCriteriaCheckSeconds: number;
}

export const alertScheduleQuery = queryOptions({
  queryKey: ['alert-schedule'],
  queryFn: () => api.get<AlertSchedule>('/alerts/schedule'),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAlertSchedule = () => useQuery(alertScheduleQuery);
