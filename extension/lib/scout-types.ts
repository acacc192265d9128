/**
 * The answers of Scout's /api/v1 that the extension reads: the types of the contract the server
 * answers with (src/contracts/observations.ts), so that a change on the server that the extension
 * does not follow fails its compilation. Types only: no zod reaches the extension's bundle.
 */
import type { ProductEstimate } from '#contracts/observations.ts';

export type ScoutEstimate = ProductEstimate;
/**
 * A figure with where it comes from: 'page' (what this page shows), 'page_converted' (a price the
 * page showed in another currency, `converted` back by Scout) or a catalog source, and when.
 */
export type Sourced<T> = {
  value: T;
  source: string;
  observedAt: string;
  converted?: NonNullable<ProductEstimate['inputs']['price']>['converted'];
};
export type Units = ProductEstimate['units'];
