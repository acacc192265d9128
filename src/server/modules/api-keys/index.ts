// The public entry of the api-keys module: other server code imports it only from here.
export { authenticateApiKey } from './authenticate-api-key.ts';
export { revokeApiKeysMadeBefore } from './manage-api-keys.ts';
export { apiKeyRoutes } from './routes.ts';
