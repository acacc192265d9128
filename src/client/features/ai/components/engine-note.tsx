import { Cpu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnswerEngine } from '../api/support-chat.ts';

/** Which engine wrote an answer, shown discreetly under it. */
export function EngineNote({ engine }: { engine: AnswerEngine }) {
  const { t } = useTranslation('ai');
  const label =
    engine.engine === 'local'
      ? t('engine.local')
      : t('engine.remote', { provider: t(`engine.${engine.engine}`), model: engine.model ?? '' });
  return (
    <p className="mt-1 flex items-center gap-1 text-[11px] text-muted-foreground" data-engine={engine.engine}>
      <Cpu className="size-3" aria-hidden="true" />
      {label}
    </p>
  );
}
