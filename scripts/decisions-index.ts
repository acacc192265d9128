// `npm run docs:decisions`: writes docs/decisions/README.md, the index of the decision records, from
// each record's title and status line. tests/unit/docs/decisions-index.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';

const folder = path.resolve(import.meta.dirname, '../docs/decisions');

/** The blocks the numbers are taken from: each area or issue reserves a block, gaps stay unused. */
const BLOCKS: [from: number, to: number, what: string][] = [
  [1, 9, 'tooling and layout'],
  [10, 19, 'uploads'],
  [20, 29, 'the typed seam between server and client'],
  [30, 49, 'foundations (recorded on 2026-11-24 for choices made at the start)'],
  [50, 59, 'background jobs'],
  [60, 69, 'live sources (SP-API, Keepa) and their budgets'],
  [70, 79, 'browser extension'],
  [80, 89, 'account and billing details'],
  [90, 99, 'sessions across instances'],
  [100, 109, 'keyword statistics'],
  [110, 119, 'client: forms and public pages'],
  [120, 129, 'fairness and tests'],
  [130, 134, 'fees and profit (issue 27)'],
  [135, 139, 'safe defaults at the edge (issue 30)'],
  [140, 144, 'data safety: observations, backups, metrics, account data (issue 30)'],
  [145, 149, 'Keepa, sales curves and alerts (issue 28)'],
  [150, 154, 'seller tools: optimizer, reverse ASIN, report (issue 32)'],
  [155, 159, 'container image (issue 33)'],
  [160, 164, 'extension on a par with Xray (issue 29)'],
  [165, 169, 'code shape (issue 31)'],
  [172, 173, 'extension: typed calls and sizes read on product pages (issue 29, continued)'],
  [174, 176, 'one rate limiter and one concurrency limiter (issue 31)'],
  [177, 178, "research and keywords (issue 31); a flooding caller's share (issue 30)"],
  [179, 180, 'one way for each job: client feature entries (issue 31)'],
  [183, 184, 'extension: narrow windows, protected ranks, offer prices (issue 29, continued)'],
  [185, 186, 'rows of hand-written SQL typed from the schema (issue 31)'],
  [187, 189, 'lighter public pages (issue 31)'],
  [192, 193, "the signed-in pages' first download back within budget (issue 31)"],
  [194, 194, 'forms on react-hook-form, room made on the pages (issue 31)'],
];

export interface DecisionRecord {
  file: string;
  number: number;
  title: string;
  status: string;
}

export function readDecisions(): DecisionRecord[] {
  return fs
    .readdirSync(folder)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const heading = text.match(/^# (\d{3}) — (.+)$/m);
      if (!heading) throw new Error(`${file}: the first heading must be "# NNN — Title"`);
      const status = text.match(/^Status: (.+)$/m)?.[1] ?? '';
      return { file, number: Number(heading[1]), title: heading[2] ?? '', status };
    });
}

/** "superseded", "amended", "proposed" or "accepted", from the status line's first words. */
export function state(status: string): string {
  const s = status.toLowerCase();
  if (s.startsWith('superseded')) return '**superseded**';
  if (s.startsWith('proposed')) return 'proposed';
  return 'accepted';
}

export function decisionsIndex(records = readDecisions()): string {
  const lines = [
    '# Decisions',
    '',
    '<!-- Written by `npm run docs:decisions` (scripts/decisions-index.ts); a test fails when it is stale. -->',
    '',
    'Each record says what was decided, when, in what context and with what consequences. Numbers come in',
    'blocks, one per area or per issue (below), so that work done in parallel never takes the same',
    'number; a gap is a number its block did not need. A record is never renumbered or deleted: one that',
    'no longer holds is marked superseded, with the record that replaced it.',
    '',
    "A new record: the next free number of its area's block (or a new block after the last), the",
    'heading `# NNN — Title`, a `Status:` line with its date, then context, decision, consequences;',
    'then `npm run docs:decisions`.',
  ];
  for (const [from, to, what] of BLOCKS) {
    const inBlock = records.filter((r) => r.number >= from && r.number <= to);
    if (!inBlock.length) continue;
    lines.push('', `## ${String(from).padStart(3, '0')}–${String(to).padStart(3, '0')}: ${what}`, '');
    lines.push('| # | decision | status |', '| --- | --- | --- |');
    for (const r of inBlock)
      lines.push(
        `| ${String(r.number).padStart(3, '0')} | [${r.title.replaceAll('|', '\\|')}](${r.file}) | ${state(r.status)} |`,
      );
  }
  const outside = records.filter((r) => !BLOCKS.some(([from, to]) => r.number >= from && r.number <= to));
  if (outside.length)
    throw new Error(
      `No block for ${outside.map((r) => r.file).join(', ')}: add one to scripts/decisions-index.ts`,
    );
  return `${lines.join('\n')}\n`;
}

if (import.meta.main) {
  fs.writeFileSync(path.join(folder, 'README.md'), decisionsIndex());
  console.log(`docs/decisions/README.md: ${readDecisions().length} records`);
}
