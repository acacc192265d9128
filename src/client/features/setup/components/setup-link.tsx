import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetupStatus } from '../api/setup.ts';

/** A line at the top of the admin console: how much of the setup is left, and a link to it. */
export function SetupLink() {
  const { t } = useTranslation('setup');
  const { data } = useSetupStatus();
  if (!data) return null;
  const left = data.items.filter((i) => i.state !== 'done').length;
  return (
    <p
      className={`flex flex-wrap items-center gap-2 rounded-md border p-3 text-sm ${left ? 'border-amber-300 bg-amber-50 text-amber-900' : ''}`}
    >
      <Settings2 className="size-4 shrink-0" aria-hidden="true" />
      {left ? t('todo', { count: left }) : t('complete')}
      <Link to="/admin/setup" className="font-medium underline">
        {t('open')}
      </Link>
    </p>
  );
}
