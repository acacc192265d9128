import { CheckCircle2, CircleAlert, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#client/lib/format.ts';
import type { ListingGrade } from '#domain/listing/grade-listing.ts';

const icon = {
  pass: <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden="true" />,
  warn: <CircleAlert className="size-4 shrink-0 text-amber-600" aria-hidden="true" />,
  fail: <CircleX className="size-4 shrink-0 text-destructive" aria-hidden="true" />,
};

/** The offending characters, phrases or words a finding found in the listing, if any. */
const found = (p: Record<string, string | number>) =>
  [p.chars, p.phrases, p.words].filter((x) => typeof x === 'string' && x).join(', ');

/** The target keywords a finding did not find, if any. */
const missing = (p: Record<string, string | number>) => (typeof p.missing === 'string' ? p.missing : '');

/** Each rule's finding, problems first. */
export function ListingGradeView({ grade }: { grade: ListingGrade }) {
  const { t, i18n } = useTranslation('toolkit');
  /** A finding's figures (lengths, counts, limits) in the user's language: 2000 → "2 000" in French. */
  const params = (p: Record<string, string | number>) =>
    Object.fromEntries(
      Object.entries(p).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v, i18n.language) : v]),
    );
  const order = { fail: 0, warn: 1, pass: 2 };
  const findings = [...grade.findings].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={t('listing.findings')}>
      {findings.map((f) => (
        <li key={f.rule} className="flex items-start gap-2">
          {icon[f.status]}
          <span>
            <span className="sr-only">{t(`listing.status.${f.status}`)}: </span>
            {t(`listing.rule.${f.rule}`, params(f.params))}
            {f.params.noBullets === 1 && (
              <span className="block text-xs text-muted-foreground">{t('listing.noBullets')}</span>
            )}
            {found(f.params) && (
              <span className="block text-xs text-muted-foreground">
                {t('listing.found', { items: found(f.params) })}
              </span>
            )}
            {missing(f.params) && (
              <span className="block text-xs text-muted-foreground">
                {t('listing.missing', { items: missing(f.params) })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
