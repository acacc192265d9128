import * as z from 'zod/mini';
import { parseLeadTime } from '#domain/forecast/lead-time.ts';
import type { InventoryForecastInput } from '../api/inventory.ts';
import { parseCents, parseDecimal, parseWhole } from '../parse-input.ts';
import { SERVICE_LEVELS } from './inventory-forecast-choices.ts';

/**
 * The form's text → the forecast request. One problem is shown at a time, in this order, on the
 * field it is about: a required figure missing, the ASIN, the price, the lead time.
 */
export const inventoryForecastSchema = z.pipe(
  z.object({
    asin: z.string(),
    name: z.string(),
    stock: z.string(),
    sales: z.string(),
    price: z.string(),
    lead: z.string(),
    serviceLevel: z.enum(SERVICE_LEVELS),
  }),
  z.transform((v, ctx): InventoryForecastInput => {
    const stock = parseWhole(v.stock);
    const sales = parseDecimal(v.sales);
    const price = v.price.trim() ? parseCents(v.price) : null;
    const problem = !v.name.trim()
      ? ['name', 'required']
      : stock === null
        ? ['stock', 'required']
        : sales === null
          ? ['sales', 'required']
          : v.asin.trim() && !/^[A-Za-z0-9]{10}$/.test(v.asin.trim())
            ? ['asin', 'asinInvalid']
            : v.price.trim() && price === null
              ? ['price', 'priceInvalid']
              : !parseLeadTime(v.lead)
                ? ['lead', 'leadTimeInvalid']
                : null;
    if (problem || stock === null || sales === null) {
      const [path, message] = problem ?? ['name', 'required'];
      ctx.issues.push({ code: 'custom', message, input: v, path: [path] });
      return z.NEVER;
    }
    return {
      asin: v.asin.trim(),
      productName: v.name.trim(),
      currentStock: stock,
      avgDailySales: sales,
      priceCents: price,
      leadTime: v.lead.trim(),
      serviceLevel: Number(v.serviceLevel),
    };
  }),
);
