import fs from 'node:fs';
import {
  DEFAULT_EXCHANGE_RATES,
  type ExchangeRateTable,
  parseExchangeRateTable,
} from '#domain/market/exchange-rates.ts';

const loaded = new Map<string, ExchangeRateTable>();

/**
 * The operator's table (EXCHANGE_RATES_FILE) or the bundled dated one, read once per file. A bad
 * file stops the start. Multi-market converts prices with it, the fee settings a per-unit cost.
 */
export function loadExchangeRates(file: string | undefined): ExchangeRateTable {
  if (!file) return DEFAULT_EXCHANGE_RATES;
  const known = loaded.get(file);
  if (known) return known;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`EXCHANGE_RATES_FILE (${file}) cannot be read as JSON: ${(e as Error).message}`);
  }
  const table = parseExchangeRateTable(raw);
  if (typeof table === 'string') throw new Error(`EXCHANGE_RATES_FILE (${file}): ${table}`);
  loaded.set(file, table);
  return table;
}
