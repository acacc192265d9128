// The public entry of the ai module: other server code imports it only from here.
export { startAiRequest } from './ai-request.ts';
export { generateListing } from './generate-listing.ts';
export { reviewTextTranslator } from './review-translator.ts';
export { aiRoutes } from './routes.ts';
export { supportChatRoutes } from './support-chat-routes.ts';
export { writeProse } from './write-prose.ts';
