import fs from 'node:fs';

/**
 * Telling a live process from a stale pid file. After a crash, a container restart or a reboot, the
 * pid written in a lock file (`$DATA_DIR/scout.pid`, PostgreSQL's `postmaster.pid`) may belong to an
 * unrelated process: "a process with that pid is running" is then wrong, and acting on it either
 * blocks the start or signals a stranger. On Linux, /proc tells them apart; elsewhere these answer
 * null and callers fall back to the pid alone.
 */

/** Whether a process with this pid exists (one of another user counts; a zombie does not, on Linux). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc: kill(0) is all we know
  }
}

const bootId = (() => {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
})();

/**
 * An identity of a process that a new process reusing its pid does not share: the boot and the
 * process's start time (clock ticks since boot, /proc/<pid>/stat field 22). Null without /proc or
 * when the process does not exist.
 */
export function processStartMark(pid: number): string | null {
  if (!bootId) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: comm may contain spaces, so count fields after the last ')'.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTime ? `${bootId}:${startTime}` : null;
  } catch {
    return null;
  }
}

/** A process's command line (its arguments); null without /proc or when it cannot be read. */
export function processCommandLine(pid: number): string[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return text ? text.replace(/\0$/, '').split('\0') : null;
  } catch {
    return null;
  }
}
