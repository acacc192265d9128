import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirError } from '../db/embedded-postgres.ts';
import { processStartMark } from '../lib/process-identity.ts';
import { claimDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const others: ChildProcess[] = [];
afterEach(() => {
  for (const child of others.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-lock-'));
  dirs.push(dir);
  return dir;
};

/** Another live process (stands for a second Scout, or for whatever got a dead Scout's pid). */
const otherProcess = async () => {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  others.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid as number;
};

const lockFile = (dir: string) => path.join(dir, 'scout.pid');

describe('claimDataDir (one Scout process per DATA_DIR)', () => {
  it('writes its pid with a start mark and removes the file on release', () => {
    const dir = dataDir();
    const release = claimDataDir(dir);
    const [pid, mark] = fs.readFileSync(lockFile(dir), 'utf8').split('\n');
    expect(Number(pid)).toBe(process.pid);
    if (process.platform === 'linux') expect(mark).toBe(processStartMark(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses a DATA_DIR held by a live process', async () => {
    const dir = dataDir();
    const pid = await otherProcess();
    fs.writeFileSync(lockFile(dir), `${pid}\n${processStartMark(pid) ?? ''}\n`);
    expect(() => claimDataDir(dir)).toThrow(DataDirError);
    fs.writeFileSync(lockFile(dir), String(pid)); // the format before start marks: the pid alone
    expect(() => claimDataDir(dir)).toThrow(/Another Scout process/);
  });

  it('refuses a DATA_DIR it cannot write, naming the user it runs as and the fix', () => {
    // Under a file: not writable whoever runs the test (root writes anywhere else).
    const file = path.join(dataDir(), 'a-file');
    fs.writeFileSync(file, '');
    const uid = process.getuid?.();
    expect(() => claimDataDir(path.join(file, 'data'))).toThrow(
      uid === undefined
        ? /cannot be created or written/
        : new RegExp(`runs as uid ${uid} .*chown -R ${uid}:`),
    );
  });

  it('takes over the lock of a process that died', async () => {
    const dir = dataDir();
    const child = spawn('true');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.writeFileSync(lockFile(dir), `${child.pid}\n`);
    claimDataDir(dir)();
  });

  it.runIf(process.platform === 'linux')(
    'takes over the lock of a dead process whose pid another process now has',
    async () => {
      const dir = dataDir();
      const pid = await otherProcess();
      const markOfTheDeadOne = `${processStartMark(process.pid)?.split(':')[0]}:1`;
      fs.writeFileSync(lockFile(dir), `${pid}\n${markOfTheDeadOne}\n`);
      const release = claimDataDir(dir);
      expect(fs.readFileSync(lockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
      release();
    },
  );
});
