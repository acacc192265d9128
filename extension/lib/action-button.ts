/**
 * A button that runs an action on the seller's Scout (Track, Create alert, Analyze) and says how it
 * went in words on the button itself — "Tracked ✓", or "Not done: Scout's plan limit is reached" —
 * and in a live region for screen readers, not only in a tooltip. A failed action can be tried again.
 */
import { el } from './dom.ts';
import type { MessageKey, Translate } from './messages.ts';

/** The words for a Scout error code (background-handler.ts: the API's code, or not_configured / network). */
export function errorWords(code: string, t: Translate): string {
  const known: Record<string, MessageKey> = {
    not_configured: 'errNotConfigured',
    network: 'errNetwork',
    asin_not_found: 'errAsinNotFound',
    asin_not_in_catalog: 'errAsinNotFound',
    tracking_limit_reached: 'errTrackingLimit',
    plan_required: 'errPlanRequired',
    api_key_missing: 'errApiKey',
    api_key_invalid: 'errApiKey',
    rate_limited: 'errRateLimited',
    busy: 'errRateLimited',
    validation_failed: 'errRefused',
    invalid_asin: 'errRefused',
  };
  const key = known[code] ?? (/^http_5/.test(code) ? 'errServer' : undefined);
  return key ? t(key) : t('errOther', { code });
}

export function actionButton(o: {
  label: string;
  done: string;
  run: () => Promise<void>;
  t: Translate;
  primary?: boolean;
  /** Stays usable after success (Analyze can open the product again). */
  again?: boolean;
}): HTMLElement {
  const button = el('button', { class: o.primary ? 'primary' : '', text: o.label });
  const status = el('span', { class: 'sr', attrs: { role: 'status', 'aria-live': 'polite' } });
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = `${o.label}…`;
    status.textContent = '';
    try {
      await o.run();
      button.textContent = o.done;
      status.textContent = '';
      if (o.again) button.disabled = false;
    } catch (e) {
      const words = errorWords((e as Error).message, o.t);
      button.textContent = o.t('actionFailed', { action: o.label, reason: words });
      button.classList.add('err');
      button.disabled = false;
      status.textContent = words;
    }
  });
  return el('span', {}, [button, status]);
}
