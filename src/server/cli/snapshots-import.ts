import fs from 'node:fs';
import path from 'node:path';
import { parseMarketplace } from '#domain/marketplaces.ts';
import { evaluateAlertsForProducts, evaluationDeps } from '#server/modules/alerts/index.ts';
import { importSnapshots, readSnapshotFile } from '#server/modules/tracking/index.ts';
import { isAppError } from '../lib/app-error.ts';
import { type CliCommand, cliOption } from './commands.ts';

const USAGE = 'snapshots:import <file.csv|.json|.ndjson> [--marketplace US] [--observed-at <date>]';

export const snapshotsImportCommand: CliCommand = {
  usage: USAGE,
  description:
    'Import observations (price, rank, stock, rating, reviews) of products as snapshots; then evaluate the alerts on them.',
  async run(args, deps) {
    const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
    if (!file) throw new Error(`usage: npm run cli -- ${USAGE}`);
    if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
    const marketArg = cliOption(args, 'marketplace');
    const marketplace = marketArg ? parseMarketplace(marketArg) : undefined;
    if (marketArg && !marketplace) throw new Error(`--marketplace: unknown marketplace ${marketArg}`);
    const observedArg = cliOption(args, 'observed-at');
    const observedAt = observedArg ? new Date(observedArg) : undefined;
    if (observedAt && Number.isNaN(observedAt.getTime()))
      throw new Error(`--observed-at: not a date: ${observedArg}`);

    let report: Awaited<ReturnType<typeof importSnapshots>>;
    try {
      report = await importSnapshots({
        db: deps.database.db,
        input: readSnapshotFile(file),
        sourceRef: path.basename(file),
        marketplace: marketplace ?? undefined,
        observedAt,
        now: deps.now(),
      });
    } catch (e) {
      if (isAppError(e) && e.code === 'snapshot_file_invalid')
        throw new Error(
          `Nothing was imported: ${Object.entries(e.params)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ')}`,
        );
      throw e;
    }
    console.log(`Imported ${path.basename(file)}:`);
    console.log(`  rows read      ${report.rowsRead}`);
    console.log(`  snapshots      ${report.recorded}`);
    console.log(`  new products   ${report.newProducts}`);
    console.log(`  bad rows       ${report.badRows}`);
    for (const p of report.problems)
      console.log(`    line ${p.line}: ${p.code}${'column' in p && p.column ? ` (${p.column})` : ''}`);
    if (report.badRows > report.problems.length)
      console.log(`    … and ${report.badRows - report.problems.length} more`);

    const { price, multi } = await evaluateAlertsForProducts(evaluationDeps(deps), report.productIds);
    console.log(
      `  alerts checked ${price.checked + multi.checked}, triggered ${price.notified + multi.notified}`,
    );
  },
};
