import fs from 'node:fs';
import { parseHTML } from 'linkedom';
import { readAmazonPage } from '#domain/amazon-pages/read-page.ts';
import { parseMarketplace } from '#domain/marketplaces.ts';
import { type CliCommand, cliOption } from './commands.ts';

const USAGE = 'page:parse <file.html> [--marketplace US] [--url <address>]';

/**
 * Prints, as JSON, exactly what the browser extension reads from a saved Amazon page: the same
 * readers (src/domain/amazon-pages) on linkedom's DOM instead of the browser's. For support
 * ("why does the badge say not readable?") and tests.
 */
export const pageParseCommand: CliCommand = {
  usage: USAGE,
  description:
    'Print as JSON what the browser extension reads from a saved Amazon page (search, product or best-seller list).',
  needsDatabase: false,
  async run(args) {
    const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
    if (!file) throw new Error(`usage: npm run cli -- ${USAGE}`);
    if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
    const marketArg = cliOption(args, 'marketplace');
    const marketplace = marketArg ? parseMarketplace(marketArg) : null;
    if (marketArg && !marketplace) throw new Error(`--marketplace: unknown marketplace ${marketArg}`);
    const { document } = parseHTML(await fs.promises.readFile(file, 'utf8'));
    const page = readAmazonPage(document as unknown as Document, {
      marketplace,
      url: cliOption(args, 'url'),
    });
    if (!page) throw new Error('Not an Amazon search, product or best-seller page that Scout can read.');
    console.log(JSON.stringify(page, null, 2));
  },
};
