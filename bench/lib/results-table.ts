import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const START = '<!-- results-table:start (written by npm run bench; do not edit by hand) -->';
const END = '<!-- results-table:end -->';

interface Result {
  name: string;
  ranAt: string;
  commit?: string | null;
  loadAverageAtEnd?: number;
  loadAverage1m?: unknown;
}

/** The section of docs/benchmarks.md whose heading starts with `## <name> —`, as an anchor. */
function anchorOf(doc: string, name: string): string | null {
  const heading = doc.match(new RegExp(`^## (${name} — .+)$`, 'm'))?.[1];
  if (!heading) return null;
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The table at the top of docs/benchmarks.md: each benchmark's latest result file, when it ran, on
 * which commit and under what load (results written before 2026-11-29 did not record the last two).
 */
export function writeResultsTable() {
  const docFile = path.join(root, 'docs/benchmarks.md');
  const doc = fs.readFileSync(docFile, 'utf8');
  const dir = path.join(root, 'bench/results');
  const rows = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const r = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Result;
      const anchor = anchorOf(doc, r.name);
      const name = anchor ? `[${r.name}](#${anchor})` : r.name;
      const when = r.ranAt.replace('T', ' ').slice(0, 16);
      const load = r.loadAverageAtEnd ?? (typeof r.loadAverage1m === 'number' ? r.loadAverage1m : null);
      return `| ${name} | \`${file}\` | ${when} UTC | ${r.commit ?? 'not recorded'} | ${load ?? 'not recorded'} |`;
    });
  const table = [
    START,
    '| benchmark | result file | ran at | commit | load average (1 min) at the end |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    END,
  ].join('\n');
  const begin = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (begin < 0 || end < 0) throw new Error(`docs/benchmarks.md lacks the ${START} … ${END} markers`);
  fs.writeFileSync(docFile, doc.slice(0, begin) + table + doc.slice(end + END.length));
}
