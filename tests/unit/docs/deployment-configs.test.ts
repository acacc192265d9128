import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The configurations of docs/deployment.md are what operators copy: each one is loaded here by
 * Debian's own validator — `caddy validate`, `nginx -t`, `systemd-analyze verify` — from the page
 * itself. The test installs nothing: CI's `.ci/run` installs the Debian packages `caddy` and `nginx`
 * (`systemd` is on the machine). A validator missing here is said loudly and its check skipped.
 */
const doc = fs.readFileSync(new URL('../../../docs/deployment.md', import.meta.url), 'utf8');

/** The one fenced block of `language` in the page. */
function block(language: string): string {
  const blocks = [...doc.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (m) => m[1],
  );
  expect(blocks, `docs/deployment.md has one \`\`\`${language} block`).toHaveLength(1);
  return blocks[0] as string;
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const missing = (command: string, pkg: string) => {
  if (has(command)) return false;
  console.warn(
    `\n*** ${command} is not installed: its check of docs/deployment.md is SKIPPED here (CI installs the Debian package "${pkg}": .ci/run) ***\n`,
  );
  return true;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-deployment-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a validator; on failure the test fails with what it printed. */
function validate(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const run = spawnSync(command, args, { encoding: 'utf8', env, timeout: 60_000 });
  expect(run.status, `${command} ${args.join(' ')}\n${run.stdout}\n${run.stderr}`).toBe(0);
  return `${run.stdout}${run.stderr}`;
}

describe('docs/deployment.md', () => {
  it.skipIf(missing('caddy', 'caddy'))('its Caddyfile passes `caddy validate`', () => {
    const file = path.join(dir, 'Caddyfile');
    // The log file's folder is Caddy's own on a real server; here a temporary one.
    fs.writeFileSync(file, block('caddyfile').replace('/var/log/caddy/', `${dir}/`));
    validate('caddy', ['validate', '--adapter', 'caddyfile', '--config', file], {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
    });
  });

  it.skipIf(missing('nginx', 'nginx'))('its nginx site passes `nginx -t`', () => {
    // The site as Debian's nginx.conf includes it (inside http {}), with a self-signed certificate
    // standing in for certbot's at the same paths.
    const cert = path.join(dir, 'fullchain.pem');
    const key = path.join(dir, 'privkey.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=scout.example.com',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const site = block('nginx')
      .replace('/etc/letsencrypt/live/scout.example.com/fullchain.pem', cert)
      .replace('/etc/letsencrypt/live/scout.example.com/privkey.pem', key);
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n${site}\n}\n`,
    );
    expect(validate('nginx', ['-t', '-q', '-e', `${dir}/error.log`, '-c', conf])).not.toMatch(/\[warn\]/);
  });

  it.skipIf(missing('systemd-analyze', 'systemd'))('its systemd unit passes `systemd-analyze verify`', () => {
    const unit = path.join(dir, 'scout.service');
    fs.writeFileSync(unit, block('ini'));
    const said = validate('systemd-analyze', ['verify', unit]);
    // verify exits 0 on some warnings: none about this unit is allowed either
    expect(said.split('\n').filter((line) => line.includes('scout.service'))).toEqual([]);
    expect(block('ini')).toMatch(/^Restart=always$/m);
  });
});
