import { tokenize } from '#server/providers/ai/local/text-search.ts';

/** What a strategic question can be about, and which report sections speak to it. */
export type ConsultationTopic = 'products' | 'tracking' | 'research' | 'quotas' | 'sales' | 'ai';

const TOPICS: { topic: ConsultationTopic; sections: string[]; words: string }[] = [
  {
    topic: 'products',
    sections: ['favourites', 'search-history'],
    words: `product products idea ideas test launch launching source sourcing choose pick shortlist favourite
      favourites favorite niche opportunity score sample samples first produit produits idee idees
      tester lancer lancement choisir selection favori favoris niche opportunite echantillon commencer`,
  },
  {
    topic: 'tracking',
    sections: ['tracking'],
    words: `competitor competitors track tracking tracked alert alerts price prices watch monitor undercut
      concurrent concurrents suivre suivi suivis alerte alertes prix surveiller`,
  },
  {
    topic: 'research',
    sections: ['usage', 'search-history'],
    words: `search searches research keyword keywords demand difficulty recherche recherches mot mots cle cles
      demande difficulte`,
  },
  {
    topic: 'quotas',
    sections: ['usage'],
    words: 'quota quotas limit limits plan upgrade usage limite limites offre utilisation',
  },
  {
    topic: 'sales',
    sections: ['seller-sales'],
    words: `sales sell selling revenue conversion sessions traffic visits units orders margin profit inventory stock
      ventes vendre chiffre affaires trafic visites unites commandes marge benefice`,
  },
  {
    topic: 'ai',
    sections: ['ai'],
    words: 'report listing consultation chat assistant rapport fiche assistant',
  },
];

const TOPIC_TERMS = TOPICS.map((t) => ({ ...t, terms: new Set(tokenize(t.words)) }));

/** The topics a question touches, from its words (English or French); empty when none is recognised. */
export function topicsOf(question: string): ConsultationTopic[] {
  const terms = new Set(tokenize(question));
  return TOPIC_TERMS.filter((t) => [...t.terms].some((term) => terms.has(term))).map((t) => t.topic);
}

/** The report sections that speak to these topics. */
export const sectionsFor = (topics: ConsultationTopic[]) =>
  new Set(TOPICS.filter((t) => topics.includes(t.topic)).flatMap((t) => t.sections));
