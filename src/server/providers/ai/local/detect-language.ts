import type { Language } from '#domain/languages.ts';

const FRENCH = new Set(
  `le la les un une des du de et est je tu il nous vous mon ma mes ton votre vos comment pourquoi quel
  quelle quels quelles est-ce puis peux peut faire dois abonnement compte recherche prix produit
  produits mot mots cle cles annuler resilier facture facturation paiement bonjour merci avec pour
  dans sur pas ne que qui ou quoi combien mois offre forfait`.split(/\s+/),
);
const ENGLISH = new Set(
  `the a an and is are i you we my your how what why which can could do does should to of in on for
  with my subscription account search price product products keyword cancel billing payment invoice
  hello thanks plan month quota limit where when`.split(/\s+/),
);

/**
 * The language a question is written in (en or fr), from common words and French accents; when the
 * text does not tell, the interface language.
 */
export function detectLanguage(text: string, fallback: Language): Language {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .split(/[^a-z-]+/)
    .filter(Boolean);
  let fr = /[éèêàùçôîâœ]/i.test(text) ? 2 : 0;
  let en = 0;
  for (const w of words) {
    if (FRENCH.has(w)) fr += 1;
    if (ENGLISH.has(w)) en += 1;
  }
  if (fr === en) return fallback;
  return fr > en ? 'fr' : 'en';
}
