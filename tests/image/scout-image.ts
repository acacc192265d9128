import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_NODE } from './local-base.ts';
import { podman } from './podman.ts';

export const SCOUT_TEST_IMAGE = 'localhost/scout:image-test';

/**
 * Builds the repository's Containerfile on the local Node stand-in, as an operator builds it on the
 * official image. npm installs from this machine's npm cache, offline (mounted into the build's
 * RUN steps): `npm ci` has just filled it from the same lockfile, and the build needs no network.
 * Returns the build's wall time in seconds (`noCache`: every step run again, as on a clean machine).
 */
export async function buildScoutImage(
  tag = SCOUT_TEST_IMAGE,
  o: { noCache?: boolean } = {},
): Promise<number> {
  const npmCache = process.env.npm_config_cache ?? path.join(os.homedir(), '.npm');
  // At a fixed path: the build's layer cache keys its RUN steps on their mounts too.
  const npmrc = path.join(os.tmpdir(), 'scout-image-test-npmrc');
  fs.writeFileSync(npmrc, 'offline=true\n');
  const t0 = performance.now();
  try {
    await podman(
      [
        'build',
        '--format',
        'docker', // Docker's image format keeps HEALTHCHECK (OCI's has no such field)
        '-f',
        'Containerfile',
        '--build-arg',
        `BASE=${LOCAL_NODE}`,
        '--volume',
        `${npmCache}:/root/.npm`,
        '--volume',
        `${npmrc}:/root/.npmrc:ro`,
        ...(o.noCache ? ['--no-cache'] : []),
        '-t',
        tag,
        '.',
      ],
      { echo: process.env.IMAGE_TEST_VERBOSE === '1' },
    );
  } finally {
    fs.rmSync(npmrc, { force: true });
  }
  const secondsTaken = Math.round((performance.now() - t0) / 100) / 10;
  console.log(`podman build ${tag}: ${secondsTaken} s`);
  return secondsTaken;
}

/** The image's size as podman reports it (uncompressed, all layers, base included), in MB (10^6). */
export async function imageSizeMB(tag: string): Promise<number> {
  const bytes = Number(await podman(['image', 'inspect', '--format', '{{.Size}}', tag]));
  return Math.round(bytes / 1e5) / 10;
}
