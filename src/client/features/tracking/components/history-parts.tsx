import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { formatShortDate } from '#client/lib/format.ts';

/*
 * What the two history dialogs of a tracked product (price and rank, keyword ranks) share, so that
 * they stay alike: the dialog named after the product, a row of toggle buttons choosing what the
 * chart shows, the chart's time axis, and the readings under the chart, newest first.
 */

/** A wide dialog titled `title`, the product's name under it; closing it calls `onClose`. */
export function HistoryDialog({
  title,
  product,
  onClose,
  children,
}: {
  title: string;
  product: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="line-clamp-2">{product}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Toggle buttons, one pressed: which range or which keyword the chart shows. */
export function ChoiceButtons({
  legend,
  choices,
}: {
  legend: string;
  choices: { key: string; label: string; pressed: boolean; onChoose: () => void }[];
}) {
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">{legend}</legend>
      {choices.map((c) => (
        <Button
          key={c.key}
          size="sm"
          variant={c.pressed ? 'default' : 'outline'}
          aria-pressed={c.pressed}
          onClick={c.onChoose}
        >
          {c.label}
        </Button>
      ))}
    </fieldset>
  );
}

/** The chart's horizontal axis: the readings' times (ms), spread as time, labelled as short dates. */
/**
 * Every line of readings: a dot per reading (they are sparse, hours or days apart), joined across a
 * missing reading, drawn at once (no animation, so what is shown is the final chart).
 */
export const readingLineProps = { connectNulls: true, dot: true, isAnimationActive: false } as const;

export const timeAxisProps = (lng: string) =>
  ({
    dataKey: 'time',
    type: 'number',
    scale: 'time',
    domain: ['dataMin', 'dataMax'],
    tickFormatter: (v: number) => formatShortDate(new Date(v), lng),
  }) as const;

/** The tooltip's title: the reading's date. */
export const timeTooltipLabel = (lng: string) => (v: unknown) => formatShortDate(new Date(Number(v)), lng);

/** The readings under the chart, in a box that scrolls; the caption is for screen readers. */
export function ReadingsTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  // Every column but the last keeps a gap on its right.
  const pad = (i: number, of: number) => (i < of - 1 ? 'py-1 pr-2' : 'py-1');
  return (
    <div className="max-h-48 overflow-auto">
      <table className="w-full text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            {headers.map((h, i) => (
              <th key={h} className={`${pad(i, headers.length)} font-medium`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t">
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, a cell is its column
                <td key={i} className={pad(i, row.cells.length)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
