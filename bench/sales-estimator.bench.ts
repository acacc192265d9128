/**
 * Sales estimator benchmark (docs/estimators.md "Monthly units", "Measured error"): the calibrated
 * BSR → units curve against the single uncalibrated literature curve, on held-out pairs, per
 * marketplace and root category. The pairs are made as the server makes them (gatherSalesPairs):
 * each observation of a product with both a badge and its root-category rank, one per product and
 * 30-day window (the newest), the badge read as the middle of its bracket.
 *
 * Data: every real Keepa `/product` answer in tests/fixtures/keepa/ (and any given as arguments),
 * and, with SALES_PAIRS_CSV=<file>, pairs an operator exported (columns marketplace, category,
 * asin, observed_at, rank, units — units already monthly). No synthetic data: a category without
 * enough real pairs is reported as not calibrated, with the literature curve's error on its pairs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readCsvRecords } from '#domain/csv-reader.ts';
import { badgeMidpoint, evaluateSalesCurve, type SalesPair } from '#domain/estimators/sales-curve.ts';
import { writeResult } from './lib/write-result.ts';

const KEEPA_DOMAINS: Record<number, string> = {
  1: 'US',
  2: 'UK',
  3: 'DE',
  4: 'FR',
  5: 'JP',
  6: 'CA',
  8: 'IT',
  9: 'ES',
};
const WINDOW_MS = 30 * 86_400_000;
const keepaTime = (minute: number) => (minute + 21_564_000) * 60_000;

interface Observation {
  product: string;
  at: number;
  rank: number;
  units: number;
}

/** A Keepa product's (badge, root rank) observations at every minute either history changed. */
function keepaObservations(p: {
  asin: string;
  csv?: (number[] | null)[];
  monthlySoldHistory?: number[] | null;
}): Observation[] {
  const steps = (flat: number[] | null | undefined) => {
    const out: [number, number][] = [];
    for (let i = 0; i + 1 < (flat?.length ?? 0); i += 2)
      out.push([(flat as number[])[i], (flat as number[])[i + 1]]);
    return out;
  };
  const ranks = steps(p.csv?.[3]);
  const badges = steps(p.monthlySoldHistory);
  const valueAt = (series: [number, number][], minute: number) => {
    let v: number | null = null;
    for (const [m, value] of series) if (m <= minute) v = value;
    return v;
  };
  const minutes = [...new Set([...ranks, ...badges].map(([m]) => m))].sort((a, b) => a - b);
  return minutes.flatMap((m) => {
    const rank = valueAt(ranks, m);
    const badge = valueAt(badges, m);
    return rank !== null && rank > 0 && badge !== null && badge > 0
      ? [{ product: p.asin, at: keepaTime(m), rank, units: badgeMidpoint(badge) }]
      : [];
  });
}

/** One observation per product and 30-day window (epoch-aligned, as the server's SQL): the newest. */
function thin(list: Observation[]): Observation[] {
  const kept = new Map<string, Observation>();
  for (const o of list) {
    const key = `${o.product}:${Math.floor(o.at / WINDOW_MS)}`;
    const seen = kept.get(key);
    if (!seen || seen.at < o.at) kept.set(key, o);
  }
  return [...kept.values()];
}

const groups = new Map<string, { sources: Set<string>; pairs: SalesPair[] }>();
function add(group: string, source: string, pairs: SalesPair[]) {
  const g = groups.get(group) ?? { sources: new Set(), pairs: [] };
  g.sources.add(source);
  g.pairs.push(...pairs);
  groups.set(group, g);
}

const fixtureDir = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '..',
  'tests',
  'fixtures',
  'keepa',
);
const keepaFiles = [
  ...fs
    .readdirSync(fixtureDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(fixtureDir, f)),
  ...process.argv.slice(2),
];
for (const file of keepaFiles) {
  const answer = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const p of answer.products ?? []) {
    const market = KEEPA_DOMAINS[p.domainId] ?? `domain ${p.domainId}`;
    const root = p.categoryTree?.[0]?.name ?? 'unknown';
    const pairs = thin(keepaObservations(p)).map((o) => ({
      product: o.product,
      rank: o.rank,
      units: o.units,
      source: 'badge' as const,
    }));
    add(`${market} · ${root}`, path.basename(file), pairs);
  }
}

if (process.env.SALES_PAIRS_CSV) {
  const file = process.env.SALES_PAIRS_CSV;
  const rows: (Observation & { group: string })[] = [];
  for await (const { fields, line } of readCsvRecords(fs.createReadStream(file, { encoding: 'utf8' }))) {
    if (line === 1) continue;
    const [market, category, asin, observedAt, rank, units] = fields;
    rows.push({
      group: `${market} · ${category}`,
      product: asin,
      at: Date.parse(observedAt),
      rank: Number(rank),
      units: Number(units),
    });
  }
  for (const group of new Set(rows.map((r) => r.group)))
    add(
      group,
      path.basename(file),
      thin(rows.filter((r) => r.group === group)).map((o) => ({
        product: o.product,
        rank: o.rank,
        units: o.units,
        source: 'badge' as const,
      })),
    );
}

const fittedAt = new Date();
const categories = [...groups].map(([category, g]) => {
  const e = evaluateSalesCurve(g.pairs, fittedAt);
  return {
    category,
    data: [...g.sources],
    pairs: e.pairs,
    products: e.products,
    ranks: e.rankMin === null ? null : [e.rankMin, e.rankMax],
    calibrated: e.curve ? { a: e.curve.a, b: e.curve.b, ...e.curve.error } : null,
    notCalibratedBecause: e.reason,
    literature: e.literature,
    medianErrorRatio:
      e.curve && e.literature?.medianApe
        ? Math.round((e.curve.error.medianApe / e.literature.medianApe) * 100) / 100
        : null,
    goalMet: e.curve && e.literature ? e.curve.error.medianApe <= 0.7 * e.literature.medianApe : null,
  };
});

writeResult('sales-estimator', {
  what: 'Median and 80th-percentile absolute percentage error of monthly units from the Best Sellers Rank: calibrated curve (5-fold cross-validation grouped by product) vs the literature curve (Brynjolfsson, Hu & Smith 2003) on the same held-out pairs; goal: calibrated median ≤ 0.7 × literature median',
  data: keepaFiles
    .map((f) => path.relative(process.cwd(), f))
    .concat(process.env.SALES_PAIRS_CSV ? [process.env.SALES_PAIRS_CSV] : []),
  categories,
});
