// The public entry of the profile module: other server code imports it only from here.
export { profileRoutes } from './routes.ts';
