import * as z from 'zod/mini';
import { CURRENCIES } from '#domain/marketplaces.ts';

/**
 * A moment: a Date (or its ISO string) on the server, its ISO 8601 string on the wire and in the
 * client. The JSON of a Date is the same string, so production sends what the service returned.
 */
export const dateTime = z
  .pipe(
    z.union([z.date(), z.iso.datetime({ offset: true })]),
    z.transform((v: Date | string) => (typeof v === 'string' ? v : v.toISOString())),
  )
  .check(z.meta({ type: 'string', format: 'date-time' }));

/** A calendar day, `YYYY-MM-DD`. */
export const isoDate = z.iso.date();

/** A positive integer id in the path (`/…/:id`). */
export const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/** A UUID in the path (`/…/:id`). */
export const uuidParams = z.object({ id: z.uuid() });

/** A currency code (ISO 4217) of a marketplace: a currency Scout does not know fails compilation. */
export const currency = z.enum(CURRENCIES);
