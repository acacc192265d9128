import type { TestProject } from 'vitest/node';
import { ensureNodeStandIn, ensurePostgresStandIn, LOCAL_POSTGRES } from './local-base.ts';
import { missingTools, podman, removeLeftovers } from './podman.ts';
import { buildScoutImage, SCOUT_TEST_IMAGE } from './scout-image.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    scoutImage: string;
    postgresImage: string;
  }
}

/**
 * The images every image test uses, built once per run: the local base images (ADR 155) and Scout's
 * image from the repository's Containerfile. At the end, the run's containers and volumes are
 * removed, and the build layers of earlier runs (this run's stay, for the next run's cache).
 */
export default async function setup(project: TestProject) {
  const missing = await missingTools();
  if (missing) throw new Error(`The image tests need podman, runc and debootstrap: ${missing}.`);
  const runStarted = new Date();
  await removeLeftovers();
  await ensureNodeStandIn();
  await buildScoutImage(SCOUT_TEST_IMAGE);
  await ensurePostgresStandIn();
  project.provide('scoutImage', SCOUT_TEST_IMAGE);
  project.provide('postgresImage', LOCAL_POSTGRES);
  return async () => {
    await removeLeftovers();
    await podman(['image', 'prune', '-f', '--filter', `until=${runStarted.toISOString()}`]);
  };
}
