import { describe, expect, it } from 'vitest';
import { answerFromHelpCentre } from './answer-from-help-centre.ts';
import { detectLanguage } from './detect-language.ts';
import { loadHelpCentre } from './help-centre.ts';
import { SYNONYMS } from './search-vocabulary.ts';
import { stem } from './text-search.ts';

/**
 * Regression table of real support questions, in English and French, against the real help
 * centre (docs/help): each must be answered first by the section that answers it, and questions
 * the help centre does not cover must get "I don't know".
 */
const centre = loadHelpCentre();
const ask = (question: string) => answerFromHelpCentre(centre, question, detectLanguage(question, 'en'));

const QUESTIONS: [question: string, section: string][] = [
  // Reported off-topic answers.
  ['How do I connect my Amazon account?', 'amazon-connection#how-to-connect-your-amazon-account'],
  ['Comment connecter mon compte Amazon ?', 'amazon-connection#comment-connecter-votre-compte-amazon'],
  ['How do I delete my account?', 'account-and-privacy#deleting-your-account'],
  ['Je veux supprimer mon compte', 'account-and-privacy#supprimer-votre-compte'],
  ['Can I close my account?', 'account-and-privacy#deleting-your-account'],
  ['Quand mon quota est-il réinitialisé ?', 'quotas#quand-les-quotas-sont-ils-remis-a-zero'],
  ['Quand mes quotas sont-ils remis à zéro ?', 'quotas#quand-les-quotas-sont-ils-remis-a-zero'],
  ['When do quotas reset?', 'quotas#when-do-quotas-reset'],
  ['Combien de recherches par mois avec le plan Pro ?', 'quotas#quotas-par-offre'],
  ['How many product searches per month on each plan?', 'quotas#quotas-per-plan'],
  ['Is my data private?', 'account-and-privacy#your-data'],
  ['Mes données sont-elles privées ?', 'account-and-privacy#vos-donnees'],
  [
    'What is the difference between Pro and Elite?',
    'plans-and-prices#which-plan-do-i-need-how-the-plans-differ',
  ],
  [
    'Quelle est la différence entre Pro et Elite ?',
    'plans-and-prices#quelle-offre-choisir-les-differences-entre-les-offres',
  ],
  ['Qu’est-ce que le score d’opportunité ?', 'product-research#lire-les-resultats-et-le-score-ia'],
  ['What is the opportunity score?', 'product-research#reading-the-results-and-the-ai-score'],
  // Everyday questions.
  ['How do I cancel my subscription?', 'billing-and-subscription#cancel-your-subscription'],
  ['Comment résilier mon abonnement ?', 'billing-and-subscription#resilier-votre-abonnement'],
  ['How much does the pro plan cost?', 'plans-and-prices#prices-what-each-plan-costs'],
  ['Combien coûte l’offre Pro ?', 'plans-and-prices#tarifs-combien-coute-chaque-offre'],
  ['Comment passer à l’offre Elite ?', 'billing-and-subscription#changer-d-offre'],
  ['How do I reset my password?', 'getting-started#forgot-your-password'],
  ['J’ai oublié mon mot de passe', 'getting-started#mot-de-passe-oublie'],
  ['Can I use a promo code?', 'billing-and-subscription#promo-codes'],
  ['Puis-je être remboursé ?', 'billing-and-subscription#remboursements'],
  ['Can I pay with PayPal?', 'billing-and-subscription#subscribe-or-upgrade'],
  ['Is there a free trial?', 'billing-and-subscription#trial'],
  ['Where can I download my invoices?', 'billing-and-subscription#payment-details-and-invoices'],
  ['Comment suivre un concurrent ?', 'competitor-tracking-and-alerts#suivre-un-concurrent'],
  ['Comment créer une alerte de prix ?', 'competitor-tracking-and-alerts#alertes-de-prix'],
  ['How do I import a Seller Central report?', 'data-sources#seller-central-reports'],
  ['Is the data real-time?', 'data-sources#the-bundled-sample-catalog'],
  ['Which marketplaces are supported?', 'data-sources#marketplaces'],
  ['Peut-on traduire les avis ?', 'ai-assistant#traduction-des-avis'],
  ['How do I generate a listing?', 'keyword-research#ai-listing-generator'],
  ['Can I delete my search history?', 'product-research#search-history'],
  ['Are my Amazon tokens safe?', 'amazon-connection#security'],
  ['How do I contact support?', 'getting-started#contact-the-team'],
  ['Comment changer de langue ?', 'getting-started#changer-de-langue'],
  ['Comment me déconnecter ?', 'account-and-privacy#sessions-et-securite'],
];

const UNKNOWN: string[] = [
  'Does Scout support Walmart?',
  'Scout est-il compatible avec Shopify ?',
  'Can I sell on Etsy with Scout?',
  'What will the weather be in Lisbon tomorrow?',
  'Quel temps fera-t-il demain à Lisbonne ?',
  'Who won the football world cup in 1998?',
];

describe('help-centre answers to real questions', () => {
  it.each(QUESTIONS)('answers "%s" from %s', (question, section) => {
    expect(ask(question).sources[0]).toBe(section);
  });

  it.each(UNKNOWN)('says it does not know for "%s"', (question) => {
    const answer = ask(question);
    expect(answer.sources).toEqual([]);
    expect(answer.markdown).toMatch(/^(I don’t know the answer|Je ne connais pas la réponse)/);
  });

  it('quotes the steps, not only the introduction, for the Amazon connection', () => {
    for (const question of ['How do I connect my Amazon account?', 'Comment connecter mon compte Amazon ?']) {
      const { markdown } = ask(question);
      expect(markdown).toMatch(/1\. (Open|Ouvrez) .*\*\*(Settings|Paramètres)\*\*/);
      expect(markdown).toContain('refresh token');
      expect(markdown).toContain('SP-API');
    }
  });

  it('quotes the quota table, not the price table, for a searches-per-month question', () => {
    const { markdown } = ask('Combien de recherches par mois avec le plan Pro ?');
    expect(markdown).toContain('Recherches produit / mois');
    expect(markdown).not.toContain('€');
  });

  it('keeps every synonym in one group only', () => {
    const groupOf = new Map<string, string>();
    for (const group of SYNONYMS) {
      for (const word of group) {
        const previous = groupOf.get(stem(word));
        expect(
          previous === undefined || previous === group[0],
          `${word} is in ${previous} and ${group[0]}`,
        ).toBe(true);
        groupOf.set(stem(word), group[0]);
      }
    }
  });
});
