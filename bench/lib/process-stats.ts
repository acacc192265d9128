import fs from 'node:fs';
import { childPids } from '#tests/helpers/server-process.ts';

/**
 * Memory and CPU time of running processes from /proc (Linux). RSS counts every page a process maps, so the
 * PostgreSQL processes, which share their buffer pool, are summed as PSS (each shared page divided
 * among the processes that map it): the sum is what the group really occupies.
 */
const MIB = 1024;

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
    fs.readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return match ? Number(match[1]) : Number.NaN;
}

/** Resident set size in MiB. */
export const rssMiB = (pid: number) => Math.round((statusField(pid, 'VmRSS') / MIB) * 10) / 10;

/** Peak resident set size since the process started, in MiB. */
export const peakRssMiB = (pid: number) => Math.round((statusField(pid, 'VmHWM') / MIB) * 10) / 10;

function smapsKiB(pid: number): { pss: number; rss: number } {
  try {
    const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
    return { pss: field('Pss'), rss: field('Rss') };
  } catch {
    return { pss: 0, rss: 0 }; // the process ended meanwhile
  }
}

/**
 * Memory of a process and its direct children (the embedded PostgreSQL's postmaster and its backends
 * and auxiliary processes), in MiB: the sum of their PSS (what the group really occupies), the sum of
 * their RSS (counts shared pages once per process, so it overstates), and how many processes.
 */
export function treeMemoryMiB(pid: number): { pssMiB: number; rssSumMiB: number; processes: number } {
  const pids = [pid, ...childPids(pid)];
  const total = pids.map(smapsKiB).reduce((a, b) => ({ pss: a.pss + b.pss, rss: a.rss + b.rss }));
  const mib = (kib: number) => Math.round((kib / MIB) * 10) / 10;
  return { pssMiB: mib(total.pss), rssSumMiB: mib(total.rss), processes: pids.length };
}

/**
 * CPU seconds used so far by a process and its direct children, live or ended (a parent's cutime and
 * cstime hold the children it has waited for: PostgreSQL's postmaster waits for its backends).
 * On a shared machine this stays meaningful where throughput does not: it is work, not waiting.
 */
export function treeCpuSeconds(pid: number, o: { children?: boolean } = {}): number {
  const pids = o.children === false ? [pid] : [pid, ...childPids(pid)];
  const ticks = pids.reduce((sum, p) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields[0] is field 3 (state)
      return sum + Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      return sum; // ended meanwhile
    }
  }, 0);
  return ticks / 100; // USER_HZ is 100 on Linux
}
