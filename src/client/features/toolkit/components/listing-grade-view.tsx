import { CheckCircle2, CircleAlert, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListingGrade } from '../../../../domain/listing/grade-listing.ts';

const icon = {
  pass: <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden="true" />,
  warn: <CircleAlert className="size-4 shrink-0 text-amber-600" aria-hidden="true" />,
  fail: <CircleX className="size-4 shrink-0 text-destructive" aria-hidden="true" />,
};

/** The offending characters, phrases, words or missing keywords of a finding, if any. */
const offending = (p: Record<string, string | number>) =>
  [p.chars, p.phrases, p.words, p.missing].filter((x) => typeof x === 'string' && x).join(', ');

/** Each rule's finding, problems first. */
export function ListingGradeView({ grade }: { grade: ListingGrade }) {
  const { t } = useTranslation('toolkit');
  const order = { fail: 0, warn: 1, pass: 2 };
  const findings = [...grade.findings].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={t('listing.findings')}>
      {findings.map((f) => (
        <li key={f.rule} className="flex items-start gap-2">
          {icon[f.status]}
          <span>
            <span className="sr-only">{t(`listing.status.${f.status}`)}: </span>
            {t(`listing.rule.${f.rule}`, f.params)}
            {offending(f.params) && (
              <span className="block text-xs text-muted-foreground">
                {t('listing.found', { items: offending(f.params) })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
