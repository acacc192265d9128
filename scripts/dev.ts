// `npm run dev`: the API server in watch mode on SCOUT_API_PORT (3001) and Vite's dev server with hot
// reload on PORT (3000), which proxies /api to the server. Open the Vite URL.
import { spawn } from 'node:child_process';
import path from 'node:path';

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.SCOUT_API_PORT ?? '3001';
const base = `http://localhost:${webPort}`;

const children = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', BASE_URL: base, ...process.env, PORT: apiPort },
  }),
  spawn(
    process.execPath,
    [path.join('node_modules', 'vite', 'bin', 'vite.js'), '--port', webPort, '--strictPort'],
    {
      stdio: 'inherit',
      env: { ...process.env, SCOUT_API_PORT: apiPort },
    },
  ),
];

const stop = (signal: NodeJS.Signals) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop('SIGTERM'));
