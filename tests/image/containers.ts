import { podman, run, TEST_LABEL } from './podman.ts';

// Containers as the image tests run and watch them.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ContainerState {
  running: boolean;
  exitCode: number;
  health: string;
}

export async function containerState(name: string): Promise<ContainerState> {
  const [running, exitCode, health] = (
    await podman([
      'inspect',
      '--format',
      '{{.State.Running}} {{.State.ExitCode}} {{.State.Health.Status}}',
      name,
    ])
  ).split(' ');
  return { running: running === 'true', exitCode: Number(exitCode), health: health ?? '' };
}

export const containerLogs = async (name: string) => {
  const result = await run('podman', ['logs', name]);
  return result.stdout + result.stderr;
};

/**
 * Runs the image's own HEALTHCHECK (`podman healthcheck run`) until it passes: podman schedules
 * health checks with systemd timers, and these machines have no systemd, so the test runs each one.
 * Fails at once, with the container's log, if the container stops. Returns the milliseconds waited.
 */
export async function waitHealthy(name: string, timeoutMs: number): Promise<number> {
  const t0 = performance.now();
  while (true) {
    const check = await run('podman', ['healthcheck', 'run', name]);
    if (check.code === 0) return performance.now() - t0;
    const state = await containerState(name);
    if (!state.running)
      throw new Error(
        `${name} stopped (exit ${state.exitCode}) before it was healthy:\n${await containerLogs(name)}`,
      );
    if (performance.now() - t0 > timeoutMs)
      throw new Error(`${name} was not healthy after ${timeoutMs / 1000} s:\n${await containerLogs(name)}`);
    await sleep(250);
  }
}

/** `podman run -d` with the test label, the given options and image (and command). */
export async function runDetached(name: string, options: string[], image: string, command: string[] = []) {
  await podman(['run', '-d', '--name', name, '--label', TEST_LABEL, ...options, image, ...command]);
}

/** `podman run --rm` of the image with volumes (or host folders) mounted, to its end. */
export const runOnce = (image: string, mounts: string[], command: string[] = []) =>
  run('podman', [
    'run',
    '--rm',
    '--label',
    TEST_LABEL,
    ...mounts.flatMap((m) => ['-v', m]),
    image,
    ...command,
  ]);

/** The user and command of every process in the container (`podman top`), PID 1 first. */
export async function containerProcesses(name: string): Promise<{ user: string; args: string }[]> {
  const lines = (await podman(['top', name, 'user', 'args'])).split('\n').slice(1);
  return lines.map((line) => {
    const [user, ...args] = line.trim().split(/\s+/);
    return { user, args: args.join(' ') };
  });
}

/** `podman stop` with a grace period: its wall time and the exit code the container ended with. */
export async function stopContainer(name: string, graceSeconds: number) {
  const t0 = performance.now();
  await podman(['stop', '-t', String(graceSeconds), name]);
  const seconds = (performance.now() - t0) / 1000;
  return { seconds, exitCode: (await containerState(name)).exitCode };
}
