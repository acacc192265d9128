import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { podman, run } from './podman.ts';

/**
 * The base images the tests build from, made here without a registry (ADR 155): Debian bookworm
 * from debootstrap, and on it local stand-ins for the official `node:24-bookworm-slim` and
 * `postgres` images. Only the Debian root file system is cached between runs (it changes only with
 * Debian's point releases): the images are built again from it by each run, on a clean machine too.
 */
export const LOCAL_DEBIAN = 'localhost/debian:bookworm';
export const LOCAL_NODE = 'localhost/node:24-bookworm-slim';
export const LOCAL_POSTGRES = 'localhost/postgres:15-bookworm';

const CACHE_DIR = process.env.SCOUT_IMAGE_CACHE ?? path.join(os.homedir(), '.cache', 'scout-image-test');
const ROOTFS = path.join(CACHE_DIR, 'debian-bookworm-minbase.tar');
/** Older than this, the cached root file system is made again (Debian's updates since then). */
const ROOTFS_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

const here = (file: string) => path.join(import.meta.dirname, file);
const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/**
 * What debian:bookworm-slim leaves out (debuerreotype's slimify): documentation but the copyright
 * files, manual pages, locales but locale.alias, and apt's lists and downloaded packages.
 */
const SLIMIFY = `
set -e
cd "$1"
find usr/share/doc -mindepth 1 ! -type d ! -name copyright -delete
find usr/share/doc -mindepth 1 -type d -empty -delete
rm -rf usr/share/man/* usr/share/groff/* usr/share/info/* usr/share/lintian/* usr/share/linda/*
find usr/share/locale -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
rm -rf var/cache/apt/archives/*.deb var/lib/apt/lists/*
cat > etc/dpkg/dpkg.cfg.d/docker <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
EOF
`;

/** The cached tarball of a slimmed `debootstrap --variant=minbase bookworm`, made when missing or old. */
async function debianRootfs(): Promise<string> {
  const fresh = fs.existsSync(ROOTFS) && Date.now() - fs.statSync(ROOTFS).mtimeMs < ROOTFS_MAX_AGE_MS;
  if (fresh) return ROOTFS;
  const t0 = performance.now();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-debootstrap-'));
  try {
    const boot = await run('debootstrap', ['--variant=minbase', 'bookworm', dir, MIRROR], {
      env: process.env,
    });
    if (boot.code !== 0) throw new Error(`debootstrap failed:\n${boot.stdout.slice(-3000)}${boot.stderr}`);
    const slim = await run('sh', ['-c', SLIMIFY, 'slimify', dir], { env: process.env });
    if (slim.code !== 0) throw new Error(`slimming the root file system failed:\n${slim.stderr}`);
    const partial = `${ROOTFS}.${process.pid}.partial`;
    const tar = await run('tar', ['--numeric-owner', '-C', dir, '-cf', partial, '.'], { env: process.env });
    if (tar.code !== 0) throw new Error(`tar failed:\n${tar.stderr}`);
    fs.renameSync(partial, ROOTFS);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`debootstrap bookworm (minbase, slimmed): ${seconds(t0)}`);
  return ROOTFS;
}

/** localhost/debian:bookworm, imported from the root file system unless imported from this very file. */
export async function ensureDebian() {
  const rootfs = await debianRootfs();
  const stamp = String(Math.trunc(fs.statSync(rootfs).mtimeMs));
  const imported = await podman([
    'image',
    'inspect',
    '--format',
    '{{index .Labels "scout.rootfs"}}',
    LOCAL_DEBIAN,
  ]).catch(() => '');
  if (imported === stamp) return;
  const t0 = performance.now();
  await podman([
    'import',
    '--change',
    'CMD ["bash"]',
    '--change',
    `LABEL scout.rootfs=${stamp}`,
    rootfs,
    LOCAL_DEBIAN,
  ]);
  console.log(`podman import ${LOCAL_DEBIAN}: ${seconds(t0)}`);
}

/** The project's own Node binary (the `node` dev dependency) and the npm that runs the tests. */
function nodeAndNpm() {
  const nodePackage = path.resolve('node_modules', 'node');
  const binary = path.join(nodePackage, 'bin', 'node');
  if (!fs.existsSync(binary)) throw new Error(`${binary} is missing: run npm ci first`);
  const { version } = JSON.parse(fs.readFileSync(path.join(nodePackage, 'package.json'), 'utf8'));
  // npm_execpath: …/npm/bin/npm-cli.js of the npm running `npm run test:image`.
  const npmCli = process.env.npm_execpath;
  if (!npmCli?.endsWith('npm-cli.js'))
    throw new Error('run the image tests through npm (npm run test:image)');
  return { binary, version: version as string, npm: path.resolve(path.dirname(npmCli), '..') };
}

/** Builds a stand-in image from a Containerfile in tests/image and a context of the files given. */
async function buildFrom(
  containerfile: string,
  tag: string,
  files: Record<string, string>,
  args: string[] = [],
) {
  const t0 = performance.now();
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-image-context-'));
  try {
    for (const [name, source] of Object.entries(files)) {
      const target = path.join(context, name);
      if (fs.statSync(source).isDirectory()) fs.cpSync(source, target, { recursive: true });
      else fs.copyFileSync(source, target);
    }
    await podman(['build', '--format', 'docker', '-f', here(containerfile), '-t', tag, ...args, context]);
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
  console.log(`podman build ${tag}: ${seconds(t0)}`);
}

/** localhost/node:24-bookworm-slim: Debian, the project's Node and npm, the user `node`. */
export async function ensureNodeStandIn() {
  await ensureDebian();
  const { binary, version, npm } = nodeAndNpm();
  await buildFrom(
    'node-stand-in.Containerfile',
    LOCAL_NODE,
    { node: binary, npm, 'docker-entrypoint.sh': here('docker-entrypoint.sh') },
    ['--build-arg', `NODE_VERSION=${version}`],
  );
}

/** localhost/postgres:15-bookworm: Debian's postgresql package behind the official image's interface. */
export async function ensurePostgresStandIn() {
  await ensureDebian();
  await buildFrom(
    'postgres-stand-in.Containerfile',
    LOCAL_POSTGRES,
    { 'postgres-entrypoint.sh': here('postgres-entrypoint.sh') },
    // apt-get reaches Debian's mirror through the host's network.
    ['--network', 'host'],
  );
}
