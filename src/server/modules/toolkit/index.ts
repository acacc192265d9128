// The public entry of the toolkit module: other server code imports it only from here.
export { toolkitRoutes } from './routes.ts';
