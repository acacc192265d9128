import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Podman as the image tests drive it: Debian's podman with runc and the settings of
 * tests/image/containers.conf (ADR 155). Every container, volume and network the tests make carries
 * the label below, so a run's leftovers can be found and removed (`removeLeftovers`).
 */
export const TEST_LABEL = 'scout.image-test=1';

export const podmanEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  CONTAINERS_CONF: path.resolve(import.meta.dirname, 'containers.conf'),
});

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; its output is kept (and echoed when `echo` is set, for long builds). */
export function run(
  command: string,
  args: string[],
  o: { env?: NodeJS.ProcessEnv; echo?: boolean; input?: NodeJS.ReadableStream; cwd?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: o.env ?? podmanEnv(),
      cwd: o.cwd,
      stdio: [o.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    if (o.input && child.stdin) o.input.pipe(child.stdin);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => {
      stdout += d;
      if (o.echo) process.stdout.write(d);
    });
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d;
      if (o.echo) process.stderr.write(d);
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** `podman …`, failing with its output when it fails. */
export async function podman(args: string[], o: { echo?: boolean } = {}): Promise<string> {
  const result = await run('podman', args, o);
  if (result.code !== 0)
    throw new Error(
      `podman ${args.join(' ')} exited with ${result.code}:\n${result.stderr || result.stdout}`,
    );
  return result.stdout.trim();
}

export const podmanCode = async (args: string[]) => (await run('podman', args)).code;

/** What is missing on this machine for the image tests, or null when they can run. */
export async function missingTools(): Promise<string | null> {
  for (const tool of ['podman', 'runc', 'debootstrap']) {
    const found = await run('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]);
    if (found.code !== 0) return `${tool} is not installed (apt-get install -y podman runc debootstrap)`;
  }
  return null;
}

/** The compose test's project names start with this (its containers and volumes are named after it). */
export const COMPOSE_TEST_PREFIX = 'scout-compose-test-';

/**
 * Removes what a run killed midway left: the containers and volumes that carry the test label, and
 * those of the compose test's projects (compose names them, it cannot label them).
 */
export async function removeLeftovers() {
  const list = async (args: string[]) => (await podman(args)).split('\n').filter(Boolean);
  const containers = [
    ...(await list(['ps', '-a', '--filter', `label=${TEST_LABEL}`, '--format', '{{.ID}}'])),
    ...(await list(['ps', '-a', '--filter', `name=${COMPOSE_TEST_PREFIX}`, '--format', '{{.ID}}'])),
  ];
  if (containers.length) await podman(['rm', '-f', '-t', '0', ...new Set(containers)]);
  const volumes = [
    ...(await list(['volume', 'ls', '--filter', `label=${TEST_LABEL}`, '--format', '{{.Name}}'])),
    ...(await list(['volume', 'ls', '--filter', `name=${COMPOSE_TEST_PREFIX}`, '--format', '{{.Name}}'])),
  ];
  if (volumes.length) await podman(['volume', 'rm', '-f', ...new Set(volumes)]);
  const networks = await list([
    'network',
    'ls',
    '--filter',
    `name=${COMPOSE_TEST_PREFIX}`,
    '--format',
    '{{.Name}}',
  ]);
  if (networks.length) await podman(['network', 'rm', '-f', ...networks]);
}
