import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from './ui/skeleton.tsx';

/**
 * A chart component fetched when it is first drawn. Charts use recharts (about 100 KB gzip), so a
 * page loads it only when it actually shows a chart (in a dialog, after a calculation, behind a plan
 * gate…), not with the page itself. `fallbackClassName` sizes the placeholder like the chart (null:
 * no placeholder, for a dialog).
 *
 *   const ForecastChart = lazyChart(() => import('./forecast-chart.tsx').then((m) => m.ForecastChart));
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallbackClassName: string | null = 'h-64 w-full',
): ComponentType<P> {
  const Chart = lazy(async () => ({ default: await load() }));
  function LazyChart(props: P) {
    return (
      <Suspense fallback={fallbackClassName === null ? null : <Skeleton className={fallbackClassName} />}>
        <Chart {...props} />
      </Suspense>
    );
  }
  return LazyChart;
}
