// `npm start`: build the client if needed, then run the server (embedded PostgreSQL unless DATABASE_URL).
import { ensureClientBuild } from './client-build.ts';

ensureClientBuild();
await import('#server/main.ts');
