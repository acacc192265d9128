import { ArrowDown, ArrowUp, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureOriginLabel } from '#client/components/figure-origin.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { useEstimateLabels } from '#client/features/research/index.ts';
import { cn } from '#client/lib/cn.ts';
import { formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { KeywordRow } from '#contracts/keywords.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { useKeywordFavourites, useToggleKeywordFavourite } from '../api/keyword-favourites.ts';
import { KeywordBrandAnalyticsDetails } from './keyword-brand-analytics.tsx';

type Column = 'keyword' | 'relevance' | 'demand' | 'trend' | 'difficulty' | 'matches';
const TONE = { low: 'success', medium: 'warning', high: 'destructive' } as const;

const value = (k: KeywordRow, c: Column): number | string =>
  c === 'keyword'
    ? k.keyword
    : c === 'relevance'
      ? k.relevance
      : c === 'demand'
        ? k.estimatedDemand
        : c === 'trend'
          ? (k.trend?.changePercent ?? Number.NEGATIVE_INFINITY)
          : c === 'difficulty'
            ? (k.difficulty?.score ?? -1)
            : k.matchCount;

function MonitorToggle({ marketplace, keyword }: { marketplace: MarketplaceCode; keyword: string }) {
  const { t } = useTranslation('keywords');
  const errorMessage = useErrorMessage();
  const favourites = useKeywordFavourites();
  const toggle = useToggleKeywordFavourite();
  const on = !!favourites.data?.keywords.some((k) => k.marketplace === marketplace && k.keyword === keyword);
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-pressed={on}
      aria-label={on ? t('unmonitor', { keyword }) : t('monitor', { keyword })}
      disabled={toggle.isPending || favourites.isPending}
      onClick={() =>
        toggle.mutate(
          { marketplace, keyword, favourite: !on },
          {
            onSuccess: () => toast.success(on ? t('unmonitored') : t('monitored')),
            onError: (e) => toast.error(errorMessage(e)),
          },
        )
      }
    >
      <Star className={cn('size-4', on && 'fill-amber-400 text-amber-500')} aria-hidden="true" />
    </Button>
  );
}

/** The keyword results, sortable by every column. */
export function KeywordTable({ rows, marketplace }: { rows: KeywordRow[]; marketplace: MarketplaceCode }) {
  const { t } = useTranslation('keywords');
  const [sort, setSort] = useState<{ column: Column; desc: boolean }>({ column: 'relevance', desc: true });
  const sorted = useMemo(() => {
    const out = [...rows].sort((a, b) => {
      const x = value(a, sort.column);
      const y = value(b, sort.column);
      return typeof x === 'string' ? x.localeCompare(String(y)) : x - (y as number);
    });
    return sort.desc ? out.reverse() : out;
  }, [rows, sort]);

  const header = (column: Column, numeric = true) => {
    const active = sort.column === column;
    return (
      <TableHead
        className={cn(numeric && 'text-right')}
        aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
      >
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => setSort({ column, desc: active ? !sort.desc : column !== 'keyword' })}
        >
          {t(`columns.${column}`)}
          {active &&
            (sort.desc ? (
              <ArrowDown className="size-3" aria-hidden="true" />
            ) : (
              <ArrowUp className="size-3" aria-hidden="true" />
            ))}
        </button>
      </TableHead>
    );
  };

  return (
    <Table>
      <TableHeader>
        <TableRow>
          {header('keyword', false)}
          {header('relevance')}
          {header('demand')}
          {header('trend')}
          {header('difficulty')}
          <TableHead className="text-right">{t('columns.cpc')}</TableHead>
          {header('matches')}
          <TableHead>
            <span className="sr-only">{t('columns.monitor')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((k) => (
          <TableRow key={k.keyword} data-testid="keyword-row">
            <TableCell className="min-w-40">
              <span className="font-medium">{k.keyword}</span>
              {k.from && k.from !== 'titles' && (
                <Badge variant="outline" className="ml-2 align-middle text-[0.7rem]">
                  {t(`from.${k.from}`)}
                </Badge>
              )}
              {k.origin && <FigureOriginLabel className="flex" origin={k.origin} />}
              {k.brandAnalytics && <KeywordBrandAnalyticsDetails data={k.brandAnalytics} />}
            </TableCell>
            <TableCell className="text-right tabular-nums">{k.relevance} %</TableCell>
            {k.pending ? (
              <TableCell colSpan={5} className="text-center text-muted-foreground">
                {t('computing')}
              </TableCell>
            ) : (
              <Figures row={k} />
            )}
            <TableCell>
              <MonitorToggle marketplace={marketplace} keyword={k.keyword} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A computed row's figures: demand, trend, difficulty, CPC, listings. */
function Figures({ row: k }: { row: KeywordRow }) {
  const { t, i18n } = useTranslation('keywords');
  const label = useEstimateLabels();
  return (
    <>
      <TableCell className="text-right tabular-nums">
        <DemandCell row={k} />
      </TableCell>
      <TableCell className="text-right">{label.trend(k.trend)}</TableCell>
      <TableCell className="text-right">
        {k.difficulty ? (
          <Badge variant={TONE[k.difficulty.level]}>
            {t(`difficulty.${k.difficulty.level}`)} · {k.difficulty.score}
          </Badge>
        ) : (
          t('difficulty.notEnoughData')
        )}
      </TableCell>
      <TableCell className="text-right" title={t('noCpc')}>
        —
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatNumber(k.matchCount, i18n.language)}</TableCell>
    </>
  );
}

/**
 * A row's estimated demand and what it rests on: the summed badges or rank estimates of its
 * listings ("2,400+ · 12 of 15 listings"), or "< 50 each" when none of them shows a badge, or
 * "—" when none has a sales figure — never a bare 0.
 */
function DemandCell({ row: k }: { row: KeywordRow }) {
  const { t, i18n } = useTranslation('keywords');
  const n = (v: number) => formatNumber(v, i18n.language);
  const basis = k.demandBasis;
  if (k.matchCount === 0) return <>—</>;
  if (basis?.belowBadge)
    return (
      <>
        {t('units.noBadge', { value: n(50) })}
        <span className="block min-w-44 text-xs text-muted-foreground">
          {t('demand.belowBadge', { count: basis.listings })}
        </span>
      </>
    );
  if (basis && basis.withFigure === 0)
    return (
      <>
        —<span className="block min-w-44 text-xs text-muted-foreground">{t('demand.unknown')}</span>
      </>
    );
  return (
    <>
      {n(k.estimatedDemand)}
      {k.demandIsLowerBound && k.estimatedDemand > 0 ? '+' : ''}
      {basis && (
        <span className="block min-w-44 text-xs text-muted-foreground">
          {t(
            `demand.${k.demandIsLowerBound ? 'badges' : 'ranks'}${basis.withFigure === basis.listings ? 'All' : ''}`,
            {
              count: basis.listings,
              withFigure: n(basis.withFigure),
            },
          )}
        </span>
      )}
    </>
  );
}
