import { useTranslation } from 'react-i18next';
import { FigureOriginLabel } from '#client/components/figure-origin.tsx';
import { formatNumber } from '#client/lib/format.ts';
import type { KeywordAnalysis } from '#contracts/keywords.ts';
import { formatMoney, money } from '#domain/money.ts';

type Listing = NonNullable<KeywordAnalysis['seedListings']>[number];

/** A listing's monthly units as the research pages write them: "1,000+", "≈ 395", "< 50", "—". */
function useUnits() {
  const { t, i18n } = useTranslation('keywords');
  return (l: Listing) =>
    l.units === null
      ? '—'
      : l.unitsMethod === 'no_badge'
        ? t('units.noBadge', { value: formatNumber(50, i18n.language) })
        : l.unitsMethod === 'badge'
          ? t('units.badge', { value: formatNumber(l.units, i18n.language) })
          : t('units.bsr', { value: formatNumber(l.units, i18n.language) });
}

/**
 * The seed keyword's best-selling listings, under its row: what its figures are made of, so that a
 * thin keyword ("1 listing matches") still shows what the catalog knows of it.
 */
export function KeywordSeedListings({ analysis }: { analysis: KeywordAnalysis }) {
  const { t, i18n } = useTranslation('keywords');
  const units = useUnits();
  const listings = analysis.seedListings ?? [];
  if (!analysis.seed || listings.length === 0) return null;
  return (
    <section aria-labelledby="seed-listings-title" className="grid gap-2" data-testid="seed-listings">
      <h3 id="seed-listings-title" className="text-sm font-semibold">
        {t('seedListings', { keyword: analysis.seed.keyword, count: analysis.seed.matchCount })}
      </h3>
      <ul className="grid gap-1.5 text-sm">
        {listings.map((l) => (
          <li
            key={l.asin}
            className="grid gap-0.5 rounded-md border px-3 py-2 sm:grid-cols-[1fr_auto] sm:gap-3"
          >
            <span className="min-w-0 break-words">
              <span className="font-medium">{l.title}</span>{' '}
              <span className="text-xs text-muted-foreground">{l.asin}</span>
              <FigureOriginLabel className="flex" origin={{ source: l.source, at: l.observedAt }} />
            </span>
            <span className="tabular-nums text-muted-foreground sm:text-right">
              {l.priceCents === null ? '—' : formatMoney(money(l.priceCents, l.currency), i18n.language)}
              {' · '}
              {t('listingUnits', { units: units(l) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
