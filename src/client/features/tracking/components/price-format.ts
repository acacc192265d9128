import { asCurrency, type MinorUnits, money, parseMoneyInput, toMajor } from '#domain/money.ts';

/** What a user typed as a price ("24.99", "24,99") in minor units, or null (zero is no price). */
export function parsePriceInput(input: string, currency: string): MinorUnits | null {
  const value = parseMoneyInput(input, asCurrency(currency));
  return value !== null && value > 0 ? value : null;
}

/** Minor units as the number a user edits ("24.99", "24" for 2400 cents, "1980" yen). */
export const priceInputValue = (amount: MinorUnits, currency: string) =>
  String(toMajor(money(amount, currency)));
