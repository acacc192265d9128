/** Saving the page's rows as a CSV file (the summary panel's and the results table's Export CSV). */
import type { AmazonPage } from '#domain/amazon-pages/page-types.ts';
import { el } from './dom.ts';

export function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = el('a', { attrs: { href: url, download: name } });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "scout-red-basketball-shoes-2026-11-28.csv": the search words or the list's category, and the day. */
export function csvName(page: AmazonPage, now: Date) {
  const words =
    page.kind === 'search' ? page.keyword : page.kind === 'bestsellers' ? page.category : undefined;
  const slug = (words ?? page.kind).replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40);
  return `scout-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
