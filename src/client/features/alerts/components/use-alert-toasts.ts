import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '#client/lib/toast.ts';
import type { AlertNotification } from '../api/notifications.ts';
import { useNotificationText } from './notification-text.ts';

/** Spec §9: an alert toast stays 15 seconds. */
export const ALERT_TOAST_MS = 15_000;

/**
 * Shows a toast for each notification that arrives while the dashboard is open (those already
 * there when it opened are listed, not toasted), and refreshes the figures they are about.
 */
export function useAlertToasts(notifications: AlertNotification[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const text = useNotificationText();
  const client = useQueryClient();
  useEffect(() => {
    if (!notifications) return;
    if (!seen.current) {
      seen.current = new Set(notifications.map((n) => n.id));
      return;
    }
    const fresh = notifications.filter((n) => !seen.current?.has(n.id));
    if (fresh.length === 0) return;
    for (const n of fresh) {
      seen.current.add(n.id);
      const { title, body } = text(n);
      toast.warning(title, { description: body, duration: ALERT_TOAST_MS, id: `alert-${n.id}` });
    }
    void client.invalidateQueries({ queryKey: ['tracking'] });
    void client.invalidateQueries({ queryKey: ['alerts'] });
  }, [notifications, text, client]);
}
