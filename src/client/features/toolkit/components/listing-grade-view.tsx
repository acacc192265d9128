import { CheckCircle2, CircleAlert, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#client/lib/format.ts';
import type { ListingGrade } from '#domain/listing/grade-listing.ts';

const icon = {
  pass: <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden="true" />,
  warn: <CircleAlert className="size-4 shrink-0 text-amber-600" aria-hidden="true" />,
  fail: <CircleX className="size-4 shrink-0 text-destructive" aria-hidden="true" />,
};

type Params = Record<string, string | number>;

/** The offending characters, phrases or words a finding found in the listing, if any. */
const found = (p: Params) =>
  [p.chars, p.phrases, p.words].filter((x) => typeof x === 'string' && x).join(', ');

/** The target keywords a finding did not find, if any. */
const missing = (p: Params) => (typeof p.missing === 'string' ? p.missing : '');

/**
 * A finding's figures in the user's language (2000 → "2 000" in French). `count` stays a number:
 * i18next picks the plural form (`_one`, `_other`) only from a number, and a string would leave the
 * raw key on the page.
 */
export function findingParams(p: Params, language: string): Params {
  return Object.fromEntries(
    Object.entries(p).map(([k, v]) => [
      k,
      typeof v === 'number' && k !== 'count' ? formatNumber(v, language) : v,
    ]),
  );
}

/** Each rule's finding, problems first. */
export function ListingGradeView({ grade, label }: { grade: ListingGrade; label?: string }) {
  const { t, i18n } = useTranslation('toolkit');
  const order = { fail: 0, warn: 1, pass: 2 };
  const findings = [...grade.findings].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={label ?? t('listing.findings')}>
      {findings.map((f) => (
        <li key={f.rule} className="flex items-start gap-2" data-rule={f.rule} data-status={f.status}>
          {icon[f.status]}
          <span className="min-w-0 break-words">
            <span className="sr-only">{t(`listing.status.${f.status}`)}: </span>
            {t(`listing.rule.${f.rule}`, findingParams(f.params, i18n.language))}
            {f.params.noBullets === 1 && (
              <span className="block text-xs text-muted-foreground">{t('listing.noBullets')}</span>
            )}
            {f.rule === 'titleLength' && f.params.group === 'apparel' && (
              <span className="block text-xs text-muted-foreground">{t('listing.titleGroup.apparel')}</span>
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
