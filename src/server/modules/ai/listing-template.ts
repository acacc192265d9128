import type { Language } from '#domain/languages.ts';
import { shortProductName } from './short-product-name.ts';

/** Amazon's limits for a listing (Seller Central style guide). */
export const LISTING_LIMITS = { title: 200, bullet: 500, bullets: 5, description: 2000 } as const;

export interface ListingDraft {
  title: string;
  bullets: string[];
  description: string;
}

export interface ListingInput {
  productName: string;
  asin?: string;
  keywords: string[];
  language: Language;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Which of the keywords appear (accent- and case-insensitively) in the listing. */
export function keywordCoverage(listing: ListingDraft, keywords: string[]) {
  const text = ` ${norm([listing.title, ...listing.bullets, listing.description].join(' '))} `;
  const covered = keywords.filter((k) => norm(k) && text.includes(` ${norm(k)} `));
  return { covered, missing: keywords.filter((k) => !covered.includes(k)) };
}

/** Cuts a text at a word boundary so it fits `max` characters. */
export function fitWithin(text: string, max: number) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:–-]+$/, '');
}

const TEMPLATES = {
  en: {
    bullets: [
      (p: string, k: string) =>
        `KEY BENEFIT – ${p} for ${k}: [state the main benefit a buyer gets, in one sentence].`,
      (_p: string, k: string) =>
        `QUALITY AND MATERIALS – ${k}: [describe what it is made of and why it lasts].`,
      (_p: string, k: string) =>
        `EASY TO USE – ${k}: [explain how it is used or installed, in simple steps].`,
      (_p: string, k: string) =>
        `SIZE AND COMPATIBILITY – ${k}: [give the dimensions, weight and what it fits].`,
      (p: string, k: string) =>
        `WHAT’S IN THE BOX – ${p}, ${k}: [list the contents and your warranty or support].`,
    ],
    description: (p: string, ks: string) =>
      `${p}: ${ks}. [Open with the problem your buyer has and how this product solves it.] [Describe the materials, the dimensions and how it is used.] [End with what is in the box and your after-sales support.]`,
  },
  fr: {
    bullets: [
      (p: string, k: string) =>
        `AVANTAGE CLÉ – ${p} pour ${k} : [indiquez en une phrase le principal bénéfice pour l’acheteur].`,
      (_p: string, k: string) =>
        `QUALITÉ ET MATÉRIAUX – ${k} : [décrivez la composition et pourquoi le produit dure].`,
      (_p: string, k: string) =>
        `FACILE À UTILISER – ${k} : [expliquez l’utilisation ou l’installation en étapes simples].`,
      (_p: string, k: string) =>
        `TAILLE ET COMPATIBILITÉ – ${k} : [donnez les dimensions, le poids et ce avec quoi il est compatible].`,
      (p: string, k: string) =>
        `CONTENU DU COLIS – ${p}, ${k} : [listez le contenu et votre garantie ou service après-vente].`,
    ],
    description: (p: string, ks: string) =>
      `${p} : ${ks}. [Commencez par le problème de l’acheteur et la façon dont ce produit le résout.] [Décrivez les matériaux, les dimensions et l’utilisation.] [Terminez par le contenu du colis et votre service après-vente.]`,
  },
} as const;

/**
 * The local engine's listing: a keyword-covering template. The title takes the product name
 * (shortened when it is a full 200-character Amazon title, so that keywords fit after it) and as
 * many keywords as fit; the remaining keywords are spread over the five bullets; bracketed parts
 * are for the seller to fill in with facts only they know.
 */
export function listingTemplate(input: ListingInput): ListingDraft {
  const t = TEMPLATES[input.language];
  const keywords = input.keywords.map((k) => k.trim()).filter(Boolean);
  const name = shortProductName(input.productName);
  let title = name;
  const inTitle: string[] = [];
  for (const k of keywords) {
    const next = `${title}${inTitle.length ? ', ' : ' – '}${k}`;
    if (next.length > LISTING_LIMITS.title) break;
    title = next;
    inTitle.push(k);
  }
  const rest = keywords.filter((k) => !inTitle.includes(k));
  const perBullet: string[][] = Array.from({ length: LISTING_LIMITS.bullets }, () => []);
  (rest.length ? rest : keywords).forEach((k, i) => {
    perBullet[i % LISTING_LIMITS.bullets].push(k);
  });
  const bullets = t.bullets.map((make, i) =>
    fitWithin(
      make(name, perBullet[i].join(', ') || keywords[i % keywords.length] || name),
      LISTING_LIMITS.bullet,
    ),
  );
  const description = fitWithin(t.description(name, keywords.join(', ')), LISTING_LIMITS.description);
  return { title: fitWithin(title, LISTING_LIMITS.title), bullets, description };
}
