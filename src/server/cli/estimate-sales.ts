import fs from 'node:fs';
import { readCsvRecords } from '#domain/csv-reader.ts';
import { type MarketplaceCode, parseMarketplace } from '#domain/marketplaces.ts';
import { estimateSalesAtRank, readTextChunks } from '#server/modules/catalog/index.ts';
import { type CliCommand, cliOption } from './commands.ts';

const USAGE =
  'estimate:sales --marketplace <US|…> --category "<root category>" --bsr <rank> | --file <csv: marketplace,bsr_category,bsr>';

/** Column names of a --file header (without case, spaces, dashes or underscores), by what they hold. */
const COLUMNS = {
  marketplace: ['marketplace', 'market', 'site', 'domain'],
  category: ['bsrcategory', 'category', 'rootcategory', 'rankcategory'],
  bsr: ['bsr', 'rank', 'bestsellersrank', 'salesrank'],
} as const;
const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/** Where each value is in a row: by a header naming the columns, else marketplace, category, bsr. */
function columnsOf(header: string[]): { marketplace: number; category: number; bsr: number } | null {
  const names = header.map(squash);
  const find = (k: keyof typeof COLUMNS) =>
    names.findIndex((n) => (COLUMNS[k] as readonly string[]).includes(n));
  const found = { marketplace: find('marketplace'), category: find('category'), bsr: find('bsr') };
  return found.marketplace >= 0 && found.category >= 0 && found.bsr >= 0 ? found : null;
}

function parseRank(value: string | undefined): number | null {
  const n = Number(value?.trim());
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Prints, as JSON, the monthly units a Best Sellers Rank means in a root category, from the curves
 * stored in the database (the research pages' code): units, 80 % range, the curve with its fit date
 * and sample size, its error measured on held-out pairs — or `units: null` with the reason. With
 * --file, one JSON line per CSV row: columns named by a header (`marketplace`, `bsr_category`, `bsr`,
 * in any order, as snapshots:import names them) or, without one, marketplace, category, bsr. A
 * category is the root category as Amazon names it in the marketplace's language ("ビューティー").
 */
export const estimateSalesCommand: CliCommand = {
  usage: USAGE,
  description: 'Monthly units for a Best Sellers Rank from the calibrated curves in the database, as JSON.',
  async run(args, { database }) {
    const db = database.db;
    const file = cliOption(args, 'file');
    if (file) {
      if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
      let at = { marketplace: 0, category: 1, bsr: 2 };
      for await (const { fields, line } of readCsvRecords(readTextChunks(file))) {
        const header = line === 1 ? columnsOf(fields) : null;
        if (header) {
          at = header;
          continue;
        }
        const value = (i: number) => fields[i]?.trim() ?? '';
        const [market, category, bsr] = [value(at.marketplace), value(at.category), value(at.bsr)];
        const marketplace = parseMarketplace(market);
        const rank = parseRank(bsr);
        if (!marketplace || !category || rank === null) {
          console.log(JSON.stringify({ line, error: 'invalid_row', marketplace: market, category, bsr }));
          continue;
        }
        console.log(JSON.stringify(await estimateSalesAtRank({ db, marketplace, category, bsr: rank })));
      }
      return;
    }
    const marketplace = parseMarketplace(cliOption(args, 'marketplace') ?? '') as MarketplaceCode | null;
    const category = cliOption(args, 'category');
    const rank = parseRank(cliOption(args, 'bsr'));
    if (!marketplace || !category || rank === null) throw new Error(`usage: npm run cli -- ${USAGE}`);
    console.log(JSON.stringify(await estimateSalesAtRank({ db, marketplace, category, bsr: rank }), null, 2));
  },
};
