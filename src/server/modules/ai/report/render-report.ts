import type { Language } from '#domain/languages.ts';
import { formatMoney, minorUnits, money } from '#domain/money.ts';
import { type ComparedPeriods, lastDayOf } from '#domain/period-comparison.ts';
import { colon, withTypography } from '#domain/typography.ts';
import type { ReportData } from './gather-report-data.ts';
import type { ReportFact } from './report-source.ts';

const TEXT = {
  en: {
    title: (month: string) => `Monthly report — ${month}`,
    figures: 'Key figures',
    indicator: 'Indicator',
    thisMonth: 'This month',
    previous: 'Previous month, same days',
    change: 'Change',
    summary: 'Summary',
    recommendations: 'Recommendations',
    noAdvice: 'Nothing in your figures calls for a change this month: keep the same rhythm.',
    figuresNote: 'Every figure above comes from your own data in Scout.',
    up: (label: string, from: string, to: string) => `${label} went up from ${from} to ${to}.`,
    down: (label: string, from: string, to: string) => `${label} went down from ${from} to ${to}.`,
    same: (label: string, n: string) => `${label}: ${n}, the same as the previous month.`,
    value: (label: string, n: string) => `${label}: ${n}.`,
    noCompleteDay: 'This month has no complete day yet: its figures are empty.',
    covered: (from: string, to: string, days: number, soFar: boolean) =>
      `${soFar ? 'This month so far' : 'This month'}: ${from} to ${to} (${days} days).`,
    sameDays: (from: string, to: string) =>
      `Compared with the same number of days of the previous month, ${from} to ${to}.`,
    scaled: (from: string, to: string, days: number, previousDays: number) =>
      `Compared with the previous month, ${from} to ${to} (${previousDays} days): its counts are scaled to ${days} days at the same daily rate. Sales are compared per day with data.`,
  },
  fr: {
    title: (month: string) => `Rapport mensuel — ${month}`,
    figures: 'Chiffres clés',
    indicator: 'Indicateur',
    thisMonth: 'Ce mois-ci',
    previous: 'Mois précédent, mêmes jours',
    change: 'Évolution',
    summary: 'Synthèse',
    recommendations: 'Recommandations',
    noAdvice: 'Rien dans vos chiffres n’appelle de changement ce mois-ci : gardez le même rythme.',
    figuresNote: 'Chaque chiffre ci-dessus provient de vos propres données dans Scout.',
    up: (label: string, from: string, to: string) => `${label} : en hausse, de ${from} à ${to}.`,
    down: (label: string, from: string, to: string) => `${label} : en baisse, de ${from} à ${to}.`,
    same: (label: string, n: string) => `${label} : ${n}, comme le mois précédent.`,
    value: (label: string, n: string) => `${label} : ${n}.`,
    noCompleteDay: 'Ce mois-ci n’a pas encore de journée complète : ses chiffres sont vides.',
    covered: (from: string, to: string, days: number, soFar: boolean) =>
      `${soFar ? 'Ce mois-ci jusqu’à présent' : 'Ce mois-ci'} : du ${from} au ${to} (${days} jours).`,
    sameDays: (from: string, to: string) =>
      `Comparé au même nombre de jours du mois précédent, du ${from} au ${to}.`,
    scaled: (from: string, to: string, days: number, previousDays: number) =>
      `Comparé au mois précédent, du ${from} au ${to} (${previousDays} jours) : ses nombres sont ramenés à ${days} jours au même rythme quotidien. Les ventes sont comparées par jour avec données.`,
  },
} as const;

export const monthName = (data: Pick<ReportData, 'year' | 'month'>, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(data.year, data.month - 1, 1)));

const dayName = (isoDay: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));

/**
 * What the figures cover and what they are compared with, said in every report: a month in
 * progress up to yesterday against the same days of the previous month (src/domain/period-comparison.ts).
 */
export function comparisonNote(p: ComparedPeriods, lang: Language): string {
  const t = TEXT[lang];
  if (p.days === 0) return t.noCompleteDay;
  const day = (d: Date) => dayName(d.toISOString().slice(0, 10), lang);
  const last = (d: Date) => dayName(lastDayOf(d), lang);
  const covered = t.covered(day(p.from), last(p.to), p.days, p.monthToDate);
  const compared =
    p.previousDays === p.days
      ? t.sameDays(day(p.previousFrom), last(p.previousTo))
      : t.scaled(day(p.previousFrom), last(p.previousTo), p.days, p.previousDays);
  return `${covered} ${compared}`;
}

/** A number in the reader's language: "15.1" in English, "15,1" in French (one decimal at most). */
const numberIn = (n: number, lang: Language) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 1 }).format(n);

/** A figure as the report writes it: "12 %", "$1,234.56" (money in the reader's language), "7", "15,1". */
export function show(f: ReportFact, n: number, lang: Language): string {
  if (f.unit === 'percent') return `${numberIn(n, lang)} %`;
  if (f.unit === 'money' && f.currency) return formatMoney(money(minorUnits(n), f.currency), lang);
  return numberIn(n, lang);
}

/** The change from the previous month, signed: "+3", "-1,5", "=" (points for a percentage). */
function change(f: ReportFact, lang: Language) {
  if (f.previous == null) return '—';
  const d = Math.round((f.value - f.previous) * 10) / 10;
  if (d === 0) return '=';
  const shown = show({ ...f, unit: f.unit === 'percent' ? 'count' : f.unit }, Math.abs(d), lang);
  return d > 0 ? `+${shown}` : `-${shown}`;
}

/** The header and figures of the report: built from the data only, identical for every engine. */
export function renderReportFigures(data: ReportData, lang: Language): string {
  const t = TEXT[lang];
  const out = [
    `# ${t.title(monthName(data, lang))}`,
    '',
    `## ${t.figures}`,
    '',
    `_${comparisonNote(data.periods, lang)}_`,
  ];
  for (const section of data.sections) {
    out.push('', `### ${section.title[lang]}`, '');
    out.push(`| ${t.indicator} | ${t.thisMonth} | ${t.previous} | ${t.change} |`, '|---|---:|---:|---:|');
    for (const f of section.facts) {
      out.push(
        `| ${f.label[lang]} | ${show(f, f.value, lang)} | ${f.previous == null ? '—' : show(f, f.previous, lang)} | ${change(f, lang)} |`,
      );
    }
    if (section.highlights?.items.length)
      out.push('', `${section.highlights.label[lang]}${colon(lang)}${section.highlights.items.join(', ')}`);
  }
  out.push('', `_${t.figuresNote}_`);
  return withTypography(out.join('\n'), lang);
}

/** The local engine's commentary: one sentence per figure that moved, then the threshold advice. */
export function renderLocalCommentary(data: ReportData, lang: Language): string {
  const t = TEXT[lang];
  const sentences = data.sections.flatMap((s) =>
    s.facts.map((f) => {
      const at = (n: number) => show(f, n, lang);
      if (f.previous == null) return t.value(f.label[lang], at(f.value));
      if (f.value > f.previous) return t.up(f.label[lang], at(f.previous), at(f.value));
      if (f.value < f.previous) return t.down(f.label[lang], at(f.previous), at(f.value));
      return t.same(f.label[lang], at(f.value));
    }),
  );
  const advice = data.sections.flatMap((s) => s.recommendations.map((r) => `- ${r[lang]}`));
  const text = [
    `## ${t.summary}`,
    '',
    ...sentences.map((s) => `- ${s}`),
    '',
    `## ${t.recommendations}`,
    '',
    ...(advice.length ? advice : [`- ${t.noAdvice}`]),
  ].join('\n');
  return withTypography(text, lang);
}

/** Every number the data allows a text to mention (values, previous values, differences, the period). */
export function allowedFigures(data: ReportData): Set<number> {
  const allowed = new Set<number>([data.year, data.month, data.periods.days, data.periods.previousDays]);
  for (const n of figuresIn(comparisonNote(data.periods, 'en'))) allowed.add(n);
  for (const f of data.sections.flatMap((s) => s.facts)) {
    // Money is given to the model in major units ("1234.56 USD").
    if (f.unit === 'money') {
      for (const v of [
        f.value,
        f.previous ?? null,
        f.previous == null ? null : Math.abs(f.value - f.previous),
      ])
        if (v !== null) allowed.add(v / 100);
      continue;
    }
    allowed.add(f.value);
    if (f.previous != null) {
      allowed.add(f.previous);
      allowed.add(Math.round(Math.abs(f.value - f.previous) * 10) / 10);
      if (f.previous > 0) allowed.add(Math.round((Math.abs(f.value - f.previous) / f.previous) * 100));
    }
  }
  for (const r of data.sections.flatMap((s) => s.recommendations)) {
    for (const n of figuresIn(r.en)) allowed.add(n);
  }
  for (const item of data.sections.flatMap((s) => s.highlights?.items ?? [])) {
    for (const n of figuresIn(item)) allowed.add(n);
  }
  return allowed;
}

/** The numbers written in a text, ignoring ordered-list markers and headings' numbering. */
export function figuresIn(text: string): number[] {
  const cleaned = text.replace(/^\s*\d+[.)]\s/gm, '').replace(/^#+\s*\d+[.)]?\s/gm, '');
  return [...cleaned.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));
}

/**
 * Figures in a model's text that the data does not contain (an invented number). `given` is other
 * text the model was given and may quote (the user's question, product lines…).
 */
export const inventedFigures = (text: string, data: ReportData, given: string[] = []) => {
  const allowed = allowedFigures(data);
  for (const n of given.flatMap((g) => figuresIn(g))) allowed.add(n);
  return figuresIn(text).filter((n) => !allowed.has(n));
};
