import { useQueryClient } from '@tanstack/react-query';

/** Alerts and notifications change together (an alert may trigger as soon as it is saved). */
export function useRefreshAlerts() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['alerts'] });
    void client.invalidateQueries({ queryKey: ['notifications'] });
  };
}
