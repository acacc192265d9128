import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { formatNumber } from '#client/lib/format.ts';
import { formatMoney, fromMajor } from '#domain/money.ts';

/*
 * What the analytics charts share (each had written it again): their colours, a figure named for
 * screen readers that the chart fills, money on an axis, and a tooltip saying the revenue series as
 * money and every other series as a count.
 */

export const COLORS = { primary: '#1e3a8a', accent: '#f59e0b', muted: '#64748b', green: '#15803d' };

/** Axis labels: "$8K", "8 k€". */
export const compactMoney = (value: number, currency: string, lng: string) =>
  formatMoney(fromMajor(value, currency), lng, { notation: 'compact', maximumFractionDigits: 1 });

/** The tooltip's figure: money for the series named `revenueName`, a number for the others. */
export const moneyOrCount =
  (revenueName: string, currency: string, lng: string) => (value: unknown, name: unknown) =>
    name === revenueName
      ? formatMoney(fromMajor(Number(value), currency), lng)
      : formatNumber(Number(value), lng);

/** A chart's box (`className` gives its height), labelled for screen readers; the chart fills it. */
export function ChartFigure({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <figure className={className} aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </figure>
  );
}
