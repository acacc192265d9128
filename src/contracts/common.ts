import * as z from 'zod/mini';
import { CURRENCIES } from '#domain/marketplaces.ts';
import type { MinorUnits } from '#domain/money.ts';

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

/**
 * A number read from a query string or a path: a string on the wire (`?page=2`), coerced by the
 * server. Its input type is `string | number` rather than zod's `unknown` for coerced schemas, so
 * that the typed client cannot pass anything else (a Date, an object, a boolean) without a
 * compilation error.
 */
export const queryNumber = () => z.coerce.number<string | number>();

/** A positive integer id in the path (`/…/:id`). */
export const idParams = z.object({ id: queryNumber().check(z.int(), z.positive()) });

/** A UUID in the path (`/…/:id`). */
export const uuidParams = z.object({ id: z.uuid() });

/** A currency code (ISO 4217) of a marketplace: a currency Scout does not know fails compilation. */
export const currency = z.enum(CURRENCIES);

/**
 * Every amount of money in a contract (ADR 023): an integer in the smallest unit of the currency
 * sent beside it (cents, whole yen). On the wire a plain JSON integer; its parsed (output) type is
 * the domain's branded `MinorUnits`, so what the client receives can be formatted only as minor
 * units, and a field the server changes to major units or to a plain number fails the client's
 * compilation where it is used. Like zod's own `.brand()`, the brand is a type only (the same
 * integer schema at run time, so the OpenAPI document does not change); it is typed with the
 * domain's brand rather than zod's so that the pure domain does not depend on zod. Callers sending
 * an amount (input) pass a plain number.
 */
const integer: z.ZodMiniType<number, number> = z.int();
export const minorAmount = integer as z.ZodMiniType<MinorUnits, number>;

/**
 * An amount in minor units as a calculation gives it, which may hold a fraction of the smallest
 * unit (a per-unit storage fee of 12.3 cents, an average order value, a niche's median price): the
 * same brand as `minorAmount`, checked at run time as any finite number, as these fields were before
 * the brand (ADR 023). Formatting rounds it to the currency's minor unit.
 */
const finiteNumber: z.ZodMiniType<number, number> = z.number();
export const fractionalMinorAmount = finiteNumber as z.ZodMiniType<MinorUnits, number>;

/**
 * The window a history chart shows (src/domain/catalog/history-series.ts): from (null: all) and to,
 * and whether it ends at the newest observation rather than today because the data is stale.
 */
export const historyWindow = z.object({
  from: z.nullable(dateTime),
  to: dateTime,
  endsAtNewest: z.boolean(),
  newestAt: z.nullable(dateTime),
});
export type HistoryWindow = z.output<typeof historyWindow>;
