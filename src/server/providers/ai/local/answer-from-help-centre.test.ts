import { describe, expect, it } from 'vitest';
import { answerFromHelpCentre } from './answer-from-help-centre.ts';
import { detectLanguage } from './detect-language.ts';
import { loadHelpCentre } from './help-centre.ts';

const centre = loadHelpCentre();

describe('local support engine', () => {
  it('has the same articles in English and French', () => {
    expect(centre.articles.en.map((a) => a.slug)).toEqual(centre.articles.fr.map((a) => a.slug));
    expect(centre.passages.en.length).toBeGreaterThan(30);
  });

  it('answers an English question from the billing article', () => {
    const answer = answerFromHelpCentre(centre, 'How do I cancel my subscription?', 'en');
    expect(answer.sources[0]).toBe('billing-and-subscription#cancel-your-subscription');
    expect(answer.markdown).toContain('Cancel my subscription');
  });

  it('answers a French question in French from the French help centre', () => {
    const question = 'Comment annuler mon abonnement ?';
    const language = detectLanguage(question, 'en');
    expect(language).toBe('fr');
    const answer = answerFromHelpCentre(centre, question, language);
    expect(answer.sources[0]).toBe('billing-and-subscription#resilier-votre-abonnement');
    expect(answer.markdown).toContain('Voici ce que dit le centre d’aide');
    expect(answer.markdown).toContain('en cours d’annulation');
  });

  it('says it does not know when nothing in the help centre is about the question', () => {
    const answer = answerFromHelpCentre(centre, 'What will the weather be in Lisbon tomorrow?', 'en');
    expect(answer.sources).toEqual([]);
    expect(answer.markdown).toMatch(/^I don’t know the answer to that/);
    const fr = answerFromHelpCentre(centre, 'Quel temps fera-t-il demain à Lisbonne ?', 'fr');
    expect(fr.markdown).toMatch(/^Je ne connais pas la réponse/);
  });

  it('quotes the quotas generated from the plan table', () => {
    const answer = answerFromHelpCentre(centre, 'How many product searches per month on each plan?', 'en');
    expect(answer.sources[0]).toMatch(/^quotas/);
    expect(answer.markdown).toMatch(/\| Free \| 5 \| 10 \| 0 \|/);
  });

  it.each([
    ['How do I connect my Amazon account?', 'amazon-connection'],
    ['Where does the catalog data come from?', 'data-sources'],
    ['How do I reset my password?', 'getting-started'],
    ['What is the monthly AI report?', 'ai-assistant'],
    ['How much does the pro plan cost?', 'plans-and-prices'],
    ['Can I use a promo code?', 'billing-and-subscription'],
  ])('finds the right article for "%s"', (question, article) => {
    const answer = answerFromHelpCentre(centre, question, 'en');
    expect(answer.sources[0]?.split('#')[0]).toBe(article);
  });

  it('greets and lists topics when the message has no question in it', () => {
    expect(answerFromHelpCentre(centre, 'Hello!', 'en').markdown).toMatch(/^Hello! Ask me a question/);
  });
});

describe('local support engine in French', () => {
  it.each([
    ['Combien coûte l’offre Pro ?', 'plans-and-prices'],
    ['Comment connecter mon compte Amazon ?', 'amazon-connection'],
    ['Quand mes quotas sont-ils remis à zéro ?', 'quotas'],
    ['D’où viennent les données du catalogue ?', 'data-sources'],
  ])('finds the right article for "%s"', (question, article) => {
    const answer = answerFromHelpCentre(centre, question, 'fr');
    expect(answer.sources[0]?.split('#')[0]).toBe(article);
  });
});
