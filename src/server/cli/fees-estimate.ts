import type { CostAssumption } from '#domain/estimators/margin.ts';
import { estimateProductEconomics, type SellerFeeSettings } from '#domain/estimators/product-economics.ts';
import { PRODUCT_CLASSES, type ProductClass } from '#domain/fees/fba-cards.ts';
import { parseSides, parseWeight } from '#domain/fees/parse-measure.ts';
import { SELLER_COUNTRIES, type SellerCountry } from '#domain/fees/seller-countries.ts';
import { type SizeInput, sizeInputOf } from '#domain/fees/size-basis.ts';
import { DEFAULT_EXCHANGE_RATES } from '#domain/market/exchange-rates.ts';
import { type CurrencyCode, MARKETPLACES, parseMarketplace } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';
import { type CliCommand, cliOption } from './commands.ts';

const USAGE =
  'fees:estimate --marketplace US --price 25 --category "Sports & Outdoors" [--package 25.4x15.24x3.81cm --weight 312g] [--item] [--date 2026-11-28] [--vat-registered yes|no] [--established-in FR] [--cost 25%|4.50] [--class apparel|dangerousGoods] [--cep]';

const fail = (message: string): never => {
  throw new Error(`${message}\nusage: npm run cli -- ${USAGE}`);
};

/**
 * Prints, as JSON, what the one fee calculator (src/domain/fees/estimate-fees.ts) computes for a
 * sale: the fulfilment fee with its card, period, size tier, shipping weight, price band and each
 * surcharge; the referral fee; DSF; VAT; the total of Amazon's fees and what is left (and profit
 * and margin with --cost). Without --package and --weight, the "size unknown" range.
 */
export const feesEstimateCommand: CliCommand = {
  usage: USAGE,
  description:
    "Print as JSON Amazon's fees on one sale and what they leave (the calculator every page uses).",
  needsDatabase: false,
  async run(args) {
    const marketplace =
      parseMarketplace(cliOption(args, 'marketplace') ?? 'US') ?? fail('--marketplace: unknown marketplace');
    const currency = MARKETPLACES[marketplace].currency;
    const major = Number(cliOption(args, 'price'));
    if (!Number.isFinite(major) || major <= 0) fail('--price: a price above 0 in the marketplace currency');
    const priceMinor = Math.round(major * minorUnitsPerMajor(currency));
    const dateText = cliOption(args, 'date');
    const date = dateText ? new Date(`${dateText}T12:00:00Z`) : new Date();
    if (Number.isNaN(date.getTime())) fail('--date: YYYY-MM-DD');
    const size = sizeOf(args);
    const vat = cliOption(args, 'vat-registered');
    if (vat && vat !== 'yes' && vat !== 'no') fail('--vat-registered: yes or no');
    const established = cliOption(args, 'established-in');
    if (established && !(SELLER_COUNTRIES as readonly string[]).includes(established))
      fail(`--established-in: one of ${SELLER_COUNTRIES.join(', ')}`);
    const productClass = cliOption(args, 'class');
    if (productClass && !(PRODUCT_CLASSES as readonly string[]).includes(productClass))
      fail(`--class: one of ${PRODUCT_CLASSES.join(', ')}`);
    const settings: SellerFeeSettings = {
      vatRegistered: vat ? { [marketplace]: vat === 'yes' } : {},
      establishedIn: (established as SellerCountry | undefined) ?? null,
      costAssumption: costOf(cliOption(args, 'cost'), currency, minorUnitsPerMajor(currency)),
      saved: !!(vat || established),
    };
    const economics = estimateProductEconomics({
      marketplace,
      priceMinor,
      category: cliOption(args, 'category') ?? null,
      size,
      date,
      settings,
      rates: DEFAULT_EXCHANGE_RATES,
      productClass: productClass as ProductClass | undefined,
      programme: args.includes('--cep') ? 'cep' : undefined,
    });
    if (!economics) fail('--price: a price above 0');
    const out = economics?.cost ? economics : economics?.fees;
    console.log(JSON.stringify(out, null, 2));
  },
};

function sizeOf(args: string[]): SizeInput {
  const sidesText = cliOption(args, 'package');
  const weightText = cliOption(args, 'weight');
  if (!sidesText && !weightText) return sizeInputOf({});
  const sidesIn = sidesText ? parseSides(sidesText) : null;
  if (!sidesIn) return fail('--package: three sides with a unit, e.g. 25.4x15.24x3.81cm or 10x6x1.5in');
  const unitWeightOz = weightText ? parseWeight(weightText) : null;
  if (unitWeightOz === null) return fail('--weight: a weight with a unit, e.g. 312g, 11oz, 0.7lb');
  const pkg = { sidesIn, unitWeightOz };
  return args.includes('--item')
    ? { basis: 'item', source: 'entered', item: pkg }
    : { basis: 'package', source: 'entered', package: pkg };
}

/** --cost 25% (share of the price) or 4.50 (per unit, marketplace currency); none without it. */
function costOf(text: string | undefined, currency: CurrencyCode, minor: number): CostAssumption {
  if (!text) return { kind: 'none' };
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text);
  if (percent) return { kind: 'percentOfPrice', bp: Math.round(Number(percent[1]) * 100) };
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < 0)
    return fail('--cost: a share of the price (25%) or an amount per unit (4.50)');
  return { kind: 'perUnit', minor: Math.round(amount * minor), currency };
}
