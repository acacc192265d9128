import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime } from '#client/lib/format.ts';
import type { ApiKey } from '../api/api-keys.ts';

/** The user's API keys: name, state, prefix, when created and last used; active ones can be revoked. */
export function ApiKeyList({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { t, i18n } = useTranslation('api');
  return keys.length === 0 ? (
    <p className="text-sm text-muted-foreground">{t('keys.empty')}</p>
  ) : (
    <ul className="divide-y rounded-md border" aria-label={t('keys.listLabel')}>
      {keys.map((key) => (
        <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="min-w-0 space-y-0.5">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {key.name}
              {key.revokedAt ? (
                <Badge variant="destructive">{t('keys.revoked')}</Badge>
              ) : (
                <Badge variant="success">{t('keys.active')}</Badge>
              )}
            </p>
            <p className="font-mono text-xs text-muted-foreground">{key.prefix}…</p>
            <p className="text-xs text-muted-foreground">
              {t('keys.createdAt', { date: formatDateTime(key.createdAt, i18n.language) })} ·{' '}
              {key.lastUsedAt
                ? t('keys.lastUsed', { date: formatDateTime(key.lastUsedAt, i18n.language) })
                : t('keys.neverUsed')}
            </p>
          </div>
          {!key.revokedAt && (
            <Button variant="outline" size="sm" onClick={() => onRevoke(key)}>
              {t('keys.revoke')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
