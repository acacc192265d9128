import fs from 'node:fs';
import path from 'node:path';
import { parseMarketplace } from '#domain/marketplaces.ts';
import {
  importCatalogCsv,
  readCategoryNames,
  readTextChunks,
  refreshCatalogMetrics,
  SAMPLE_CATALOG_DIR,
} from '#server/modules/catalog/index.ts';
import { isAppError } from '../lib/app-error.ts';
import { type CliCommand, cliOption } from './commands.ts';

const USAGE =
  'catalog:import <file.csv> --marketplace <US|UK|DE|FR|IT|ES|CA|JP> [--categories <file.csv>] [--observed-at <date>]';

export const catalogImportCommand: CliCommand = {
  usage: USAGE,
  description:
    'Import a catalog CSV (public "Amazon Products Dataset 2023" columns). Idempotent; bad rows are reported.',
  async run(args, { database }) {
    const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
    const marketplace = parseMarketplace(cliOption(args, 'marketplace') ?? '');
    if (!file || !marketplace) throw new Error(`usage: npm run cli -- ${USAGE}`);
    if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
    const observedArg = cliOption(args, 'observed-at');
    const observedAt = observedArg ? new Date(observedArg) : fs.statSync(file).mtime;
    if (Number.isNaN(observedAt.getTime())) throw new Error(`--observed-at: not a date: ${observedArg}`);
    // A category_id column needs the dataset's categories file (the bundled one by default).
    const categoriesFile =
      cliOption(args, 'categories') ?? path.join(SAMPLE_CATALOG_DIR, 'us-2023-categories.csv');
    const categoryNames = await readCategoryNames(readTextChunks(categoriesFile));

    const started = Date.now();
    try {
      const report = await importCatalogCsv({
        db: database.db,
        marketplace,
        input: readTextChunks(file),
        source: 'csv_import',
        sourceRef: path.basename(file),
        observedAt,
        categoryNames,
        onProgress: ({ rowsRead }) =>
          process.stderr.write(`\r${rowsRead.toLocaleString('en-US')} rows read…`),
      });
      process.stderr.write('\n');
      console.log(
        `Imported ${path.basename(file)} into ${marketplace} (observed ${observedAt.toISOString()}) in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      );
      console.log(`  rows read     ${report.rowsRead}`);
      console.log(`  new products  ${report.inserted}`);
      console.log(`  updated       ${report.updated}`);
      if (report.keptNewer)
        console.log(`  kept newer    ${report.keptNewer} (the catalog already had newer figures)`);
      console.log(`  bad rows      ${report.badRows}`);
      for (const p of report.problems)
        console.log(`    line ${p.line}: ${p.code}${p.column ? ` (column ${p.column})` : ''}`);
      if (report.badRows > report.problems.length)
        console.log(`    … and ${report.badRows - report.problems.length} more`);
      const t = Date.now();
      const metrics = await refreshCatalogMetrics({ db: database.db, marketplace, now: new Date() });
      console.log(
        `Estimates refreshed for ${metrics.products} ${marketplace} products and ${metrics.categories} categories in ${((Date.now() - t) / 1000).toFixed(1)} s.`,
      );
    } catch (e) {
      process.stderr.write('\n');
      if (isAppError(e) && e.code === 'catalog_file_invalid')
        throw new Error(
          `Nothing was imported: ${Object.entries(e.params)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ')}`,
        );
      throw e;
    }
  },
};
