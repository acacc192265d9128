import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FigureOriginLabel } from '#client/components/figure-origin.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import type { MarketRequestView } from '#contracts/market-data.ts';

/**
 * What the live crawl of a searched keyword is doing: queued, fetching (a bar: products found of
 * the source's total, or of the crawl's most), waiting for the source's rate budget, done (its
 * source and age) or stopped short and why. The page reads the search again until it lands.
 */
export function LiveCrawlNotice({ crawl, max }: { crawl: MarketRequestView; max?: number }) {
  const { t, i18n } = useTranslation(['research-results', 'common']);
  const lng = i18n.language;
  const source = crawl.source
    ? t(`common:figure.source.${crawl.source}`)
    : t('research-results:live.sources');
  const underway = crawl.state === 'queued' || crawl.state === 'running';
  const target = Math.max(1, Math.min(crawl.total ?? max ?? 100, max ?? Number.POSITIVE_INFINITY));
  const percent = crawl.state === 'queued' ? 0 : Math.round((100 * Math.min(crawl.stored, target)) / target);
  const waiting = crawl.waitingUntil && Date.parse(crawl.waitingUntil) > Date.now();
  return (
    <section
      className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm"
      data-testid="live-crawl"
      data-state={crawl.state}
      aria-live="polite"
    >
      <p className="flex items-start gap-2 font-medium">
        <Radio className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 break-words">
          {underway
            ? t(crawl.state === 'queued' ? 'research-results:live.queued' : 'research-results:live.running', {
                keyword: crawl.subject,
                source,
              })
            : crawl.state === 'done'
              ? t('research-results:live.done', {
                  keyword: crawl.subject,
                  count: crawl.stored,
                  value: formatNumber(crawl.stored, lng),
                })
              : t('research-results:live.failed', { keyword: crawl.subject })}
        </span>
      </p>
      {underway && (
        <>
          <Progress value={percent} aria-label={t('research-results:live.progress')} />
          <p className="text-muted-foreground">
            {t('research-results:live.found', {
              count: crawl.stored,
              value: formatNumber(crawl.stored, lng),
              total: crawl.total === null ? '' : formatNumber(crawl.total, lng),
              context: crawl.total === null ? undefined : 'total',
            })}
            {waiting && (
              <>
                {' · '}
                {t('research-results:live.waiting', {
                  source,
                  time: formatDateTime(crawl.waitingUntil ?? '', lng),
                })}
              </>
            )}
          </p>
        </>
      )}
      {crawl.state === 'done' && crawl.source && crawl.finishedAt && (
        <FigureOriginLabel origin={{ source: crawl.source, at: crawl.finishedAt }} />
      )}
      {crawl.stoppedCode && (
        <p className="text-muted-foreground" role={crawl.state === 'failed' ? 'alert' : undefined}>
          <StoppedReason
            code={crawl.stoppedCode}
            source={source}
            until={crawl.waitingUntil ? formatDateTime(crawl.waitingUntil, lng) : '—'}
          />
        </p>
      )}
    </section>
  );
}

/** Why a crawl stopped: an error code, whose translations (the `errors` namespace) load only then. */
function StoppedReason({ code, source, until }: { code: string; source: string; until: string }) {
  const { t, ready } = useTranslation('errors', { useSuspense: false });
  return ready ? t(code, { source, sourceName: source, until, retryAfterSeconds: 60 }) : null;
}
