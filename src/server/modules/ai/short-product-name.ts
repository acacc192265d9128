/** How long a product name may be when it is repeated in generated text (listing template, consultation). */
export const SHORT_NAME_MAX = 80;

/** Words a shortened name must not end on ("…Tumbler with", "…Gourde pour"). */
const DANGLING = new Set(
  `a an and or for with of in on to by the from & + - – — et ou pour avec de du des en sur par au aux
  la le les un une`.split(/\s+/),
);

/**
 * A product name short enough to repeat: Amazon's full catalog titles run to 200 characters
 * ("Brand Model Stainless Steel Tumbler with Lid and Straw for Water, Iced Tea or Coffee, …, 40 oz").
 * Names up to `max` characters are kept as they are; longer ones are cut to their first clause
 * (before a comma, a dash, a bar or a bracket) when that clause is long enough to name the product,
 * then to `max` characters at a word boundary, never ending on a connecting word.
 */
export function shortProductName(name: string, max = SHORT_NAME_MAX): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const clause = clean.split(/\s*(?:,|;|\||\(|\[|:|\s[-–—]\s)\s*/)[0].trim();
  let short = clause.length >= 15 ? clause : clean;
  if (short.length > max) {
    const cut = short.slice(0, max + 1);
    const space = cut.lastIndexOf(' ');
    short = space > 0 ? cut.slice(0, space) : short.slice(0, max);
  }
  const words = short.split(' ');
  while (words.length > 1 && DANGLING.has(words[words.length - 1].toLowerCase())) words.pop();
  return words.join(' ').replace(/[\s,;:.–—-]+$/, '');
}
