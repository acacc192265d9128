import type { Language } from '#domain/languages.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { formatMoney, minorUnits, money } from '#domain/money.ts';
import { hasFeature, type PlanId } from '#domain/plans.ts';
import { colon, percentSign, withTypography } from '#domain/typography.ts';
import type { HelpPassage } from '#server/providers/ai/local/help-centre.ts';
import { isGenericTerm, tokenize } from '#server/providers/ai/local/text-search.ts';
import type { ReportData } from '../report/gather-report-data.ts';
import { monthName, show } from '../report/render-report.ts';
import { shortProductName } from '../short-product-name.ts';
import { type ConsultationTopic, sectionsFor } from './consultation-topics.ts';
import type { ShortlistProduct } from './shortlist.ts';

/** How many shortlisted products the answer lists, and how many names one piece of advice cites. */
const SHOWN_PRODUCTS = 8;
const NAMES_PER_ADVICE = 3;
/** Below this AI score (out of 100) a shortlisted product is flagged for a second look. */
export const LOW_SCORE = 40;

const TEXT = {
  en: {
    data: (month: string) => `What your data shows (${month})`,
    noData: 'Scout has no activity of yours this month yet.',
    previous: 'same days of the previous month',
    shortlist: 'Your shortlist',
    shortlistNote: (shown: number, total: number) =>
      `${shown} of your ${total} products: those your question names, then the best scored.`,
    score: (n: number) => `AI score ${n}/100`,
    noScore: 'AI score unknown',
    favourite: 'favorite',
    tracked: 'tracked',
    alerts: (n: number, triggered: number) =>
      `${n} active alert${n === 1 ? '' : 's'}${triggered ? `, ${triggered} triggered` : ''}`,
    noAlert: 'no active alert',
    forQuestion: 'Recommendations for your question',
    noAdvice: 'Your figures do not trigger any of the rule-based recommendations this month.',
    quote: (s: string) => `“${s}”`,
    best: (name: string, score: number) =>
      `${name} has the highest AI score of your favorites (${score}/100): validate it first, with the ROI calculator for its margin and a keyword analysis for its demand, before ordering samples.`,
    low: (names: string) =>
      `${names} score below ${LOW_SCORE}/100: check their demand and competition before investing in them.`,
    triggered: (names: string, many: boolean) =>
      `Alerts fired on ${names}: compare ${many ? 'their' : 'its'} current price with your own margin in the ROI calculator before reacting.`,
    noAlertAdvice: (names: string) =>
      `You track ${names} without an active alert: set a price alert so that a price drop reaches you without checking.`,
    notTracked: (names: string, many: boolean) =>
      `${names} ${many ? 'are' : 'is'} on your shortlist but not tracked: track ${many ? 'them' : 'it'} to follow price and rank over time.`,
    topicNames: {
      products: 'product ideas',
      tracking: 'competitor tracking and alerts',
      research: 'keyword and product research',
      quotas: 'your plan and quotas',
      sales: 'your own sales',
      ai: 'Scout’s AI tools',
    },
    yourQuestion: 'Your question',
    cannotAnswer: (topics: string) =>
      `Scout’s local engine cannot answer this question: it recognizes questions about ${topics}, and yours is about none of them. Below are your figures, the rule-based advice they give and the help center’s closest sections; an AI provider would answer it freely.`,
    nothingOnTopic: (topics: string) =>
      `Your data gives no rule-based advice on ${topics} this month; here is the advice it gives on other topics.`,
    generalAdvice: 'Recommendations from your figures (not specific to your question)',
    help: 'From the help center',
    note: '_Written by Scout’s local engine from your data and the help center with fixed rules. Free-form strategic advice needs an AI provider, which the operator of this site can configure._',
  },
  fr: {
    data: (month: string) => `Ce que montrent vos données (${month})`,
    noData: 'Scout n’a encore aucune activité de votre part ce mois-ci.',
    previous: 'mêmes jours du mois précédent',
    shortlist: 'Votre sélection',
    shortlistNote: (shown: number, total: number) =>
      `${shown} de vos ${total} produits\u202f: ceux que nomme votre question, puis les mieux notés.`,
    score: (n: number) => `score IA ${n}/100`,
    noScore: 'score IA inconnu',
    favourite: 'favori',
    tracked: 'suivi',
    alerts: (n: number, triggered: number) =>
      `${n} alerte${n === 1 ? '' : 's'} active${n === 1 ? '' : 's'}${triggered ? `, dont ${triggered} déclenchée${triggered === 1 ? '' : 's'}` : ''}`,
    noAlert: 'aucune alerte active',
    forQuestion: 'Recommandations pour votre question',
    noAdvice: 'Vos chiffres ne déclenchent aucune des recommandations à règles fixes ce mois-ci.',
    quote: (s: string) => `«\u202f${s}\u202f»`,
    best: (name: string, score: number) =>
      `${name} a le meilleur score IA de vos favoris (${score}/100)\u202f: validez-le en premier, avec le calculateur de ROI pour sa marge et une analyse de mots-clés pour sa demande, avant de commander des échantillons.`,
    low: (names: string) =>
      `${names}\u202f: score inférieur à ${LOW_SCORE}/100, vérifiez la demande et la concurrence avant d’y investir.`,
    triggered: (names: string, many: boolean) =>
      `Des alertes se sont déclenchées sur ${names}\u202f: comparez ${many ? 'leur' : 'son'} prix actuel à votre propre marge dans le calculateur de ROI avant de réagir.`,
    noAlertAdvice: (names: string) =>
      `Vous suivez ${names} sans alerte active\u202f: posez une alerte de prix pour apprendre une baisse de prix sans vérifier.`,
    notTracked: (names: string, many: boolean) =>
      `${names}\u202f: dans votre sélection mais pas suivi${many ? 's' : ''}\u202f; suivez-${many ? 'les' : 'le'} pour voir évoluer prix et classement.`,
    topicNames: {
      products: 'les idées de produits',
      tracking: 'le suivi des concurrents et les alertes',
      research: 'la recherche de mots-clés et de produits',
      quotas: 'votre offre et vos quotas',
      sales: 'vos propres ventes',
      ai: 'les outils d’IA de Scout',
    },
    yourQuestion: 'Votre question',
    cannotAnswer: (topics: string) =>
      `Le moteur local de Scout ne sait pas répondre à cette question : il reconnaît les questions sur ${topics}, et la vôtre ne porte sur aucun de ces sujets. Voici vos chiffres, les conseils à règles fixes qu’ils donnent et les sections les plus proches du centre d’aide ; un fournisseur d’IA y répondrait librement.`,
    nothingOnTopic: (topics: string) =>
      `Vos données ne donnent aucun conseil à règles fixes sur ${topics} ce mois-ci ; voici ceux qu’elles donnent sur d’autres sujets.`,
    generalAdvice: 'Recommandations tirées de vos chiffres (sans lien direct avec votre question)',
    help: 'Dans le centre d’aide',
    note: '_Rédigé par le moteur local de Scout à partir de vos données et du centre d’aide, avec des règles fixes. Des conseils stratégiques libres demandent un fournisseur d’IA, que l’exploitant de ce site peut configurer._',
  },
} as const;

const LOCALE: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

const ALL_TOPICS: ConsultationTopic[] = ['products', 'tracking', 'research', 'quotas', 'sales', 'ai'];

/** "a, b and c" in the answer's language. */
const listOf = (items: string[], lang: Language) =>
  new Intl.ListFormat(LOCALE[lang], { type: 'conjunction' }).format(items);

function price(p: ShortlistProduct, lang: Language) {
  if (p.priceCents == null) return null;
  return formatMoney(money(minorUnits(p.priceCents), p.currency), LOCALE[lang]);
}

const domainOf = (m: MarketplaceCode) => MARKETPLACES[m]?.domain ?? m;

/** The report's figures as "Label: value (previous month: n)" lines; the sections in `first` come first. */
export function factLines(data: ReportData, lang: Language, first: Set<string> = new Set()) {
  const t = TEXT[lang];
  const c = colon(lang);
  const value = (f: ReportData['sections'][number]['facts'][number], n: number) =>
    f.unit === 'percent' ? `${n}${percentSign(lang)}` : show(f, n, lang);
  const ordered = [
    ...data.sections.filter((s) => first.has(s.id)),
    ...data.sections.filter((s) => !first.has(s.id)),
  ];
  return ordered.flatMap((s) =>
    s.facts.map(
      (f) =>
        `- ${f.label[lang]}${c}${value(f, f.value)}${f.previous == null ? '' : ` (${t.previous}${c}${value(f, f.previous)})`}`,
    ),
  );
}

/** Shortlisted products the question names (by ASIN or by a distinctive word of their title). */
function mentionedIn(question: string, products: ShortlistProduct[]) {
  const terms = new Set(tokenize(question).filter((term) => !isGenericTerm(term)));
  const upper = question.toUpperCase();
  return new Set(
    products
      .filter(
        (p) =>
          upper.includes(p.asin.toUpperCase()) ||
          tokenize(p.title).some((term) => !isGenericTerm(term) && terms.has(term)),
      )
      .map((p) => p.productId),
  );
}

/** The products to show: those the question names, then the best scored (unknown scores last). */
export function rankShortlist(question: string, products: ShortlistProduct[]) {
  const mentioned = mentionedIn(question, products);
  return [...products].sort(
    (a, b) =>
      Number(mentioned.has(b.productId)) - Number(mentioned.has(a.productId)) ||
      (b.opportunityScore ?? -1) - (a.opportunityScore ?? -1) ||
      a.title.localeCompare(b.title),
  );
}

/** One product as a Markdown bullet: name, ASIN, marketplace, AI score, price, favourite/tracked, alerts. */
function productLine(p: ShortlistProduct, lang: Language) {
  const t = TEXT[lang];
  const facts = [p.opportunityScore == null ? t.noScore : t.score(p.opportunityScore)];
  const shown = price(p, lang);
  if (shown) facts.push(shown);
  facts.push([p.favourite && t.favourite, p.tracked && t.tracked].filter(Boolean).join(', '));
  if (p.activeAlerts > 0) facts.push(t.alerts(p.activeAlerts, p.triggeredAlerts));
  else if (p.tracked) facts.push(t.noAlert);
  return `- **${shortProductName(p.title)}** (${p.asin}, ${domainOf(p.marketplace)}) — ${facts.join(' · ')}`;
}

/** The same facts in plain English for a model's prompt. */
export function shortlistForModel(products: ShortlistProduct[]) {
  return products.map((p) => {
    const facts = [p.opportunityScore == null ? 'AI score unknown' : `AI score ${p.opportunityScore}/100`];
    const shown = price(p, 'en');
    if (shown) facts.push(`price ${shown}`);
    if (p.favourite) facts.push('favourite');
    if (p.tracked) facts.push('tracked competitor');
    facts.push(`${p.activeAlerts} active alerts (${p.triggeredAlerts} triggered)`);
    return `- ${shortProductName(p.title)} (ASIN ${p.asin}, ${domainOf(p.marketplace)}): ${facts.join(', ')}`;
  });
}

/** Threshold advice on the shortlist itself, for the topics asked about (all when none was recognised, under a heading that says so). */
function shortlistAdvice(
  products: ShortlistProduct[],
  plan: PlanId,
  topics: ConsultationTopic[],
  lang: Language,
) {
  const t = TEXT[lang];
  const wants = (topic: ConsultationTopic) => topics.length === 0 || topics.includes(topic);
  const names = (list: ShortlistProduct[], withScore = false) =>
    list
      .slice(0, NAMES_PER_ADVICE)
      .map(
        (p) =>
          `${t.quote(shortProductName(p.title))}${withScore && p.opportunityScore != null ? ` (${p.opportunityScore}/100)` : ''}`,
      )
      .join(', ');
  const advice: string[] = [];
  // Product ideas are the favourites; tracked products are competitors.
  const scored = products
    .filter((p) => p.favourite && p.opportunityScore != null)
    .sort((a, b) => (b.opportunityScore as number) - (a.opportunityScore as number));
  if (wants('products')) {
    const [best] = scored;
    if (scored.length >= 2)
      advice.push(t.best(t.quote(shortProductName(best.title)), best.opportunityScore as number));
    const low = scored.filter((p) => (p.opportunityScore as number) < LOW_SCORE);
    if (low.length) advice.push(t.low(names(low, true)));
  }
  if (wants('tracking')) {
    const fired = products.filter((p) => p.triggeredAlerts > 0);
    if (fired.length) advice.push(t.triggered(names(fired), fired.length > 1));
    const silent = products.filter((p) => p.tracked && p.activeAlerts === 0);
    if (silent.length && hasFeature(plan, 'priceAlerts')) advice.push(t.noAlertAdvice(names(silent)));
    const untracked = products.filter((p) => p.favourite && !p.tracked);
    if (untracked.length && hasFeature(plan, 'competitorTracking'))
      advice.push(t.notTracked(names(untracked), untracked.length > 1));
  }
  return advice;
}

/**
 * The local engine's consultation: the user's figures (those the question is about first), their
 * shortlisted products with AI scores and alert state, the rule-based advice that matches the
 * question's topics, and the help-centre sections closest to the question. Every figure comes from
 * `data` and `shortlist`.
 */
export function renderLocalConsultation(o: {
  question: string;
  data: ReportData;
  shortlist: ShortlistProduct[];
  topics: ConsultationTopic[];
  passages: HelpPassage[];
  plan: PlanId;
  lang: Language;
}) {
  const t = TEXT[o.lang];
  const sections = sectionsFor(o.topics);
  const facts = factLines(o.data, o.lang, sections);
  const ranked = rankShortlist(o.question, o.shortlist);
  const shown = ranked.slice(0, SHOWN_PRODUCTS);

  const matching = o.data.sections
    .filter((s) => o.topics.length === 0 || sections.has(s.id))
    .flatMap((s) => s.recommendations.map((r) => r[o.lang]));
  let advice = [...shortlistAdvice(ranked, o.plan, o.topics, o.lang), ...matching];
  let heading: string = o.topics.length ? t.forQuestion : t.generalAdvice;
  // What the engine could not do is said first: no recognised topic, or nothing on the topics asked.
  let answer: string | null = o.topics.length
    ? null
    : t.cannotAnswer(
        listOf(
          ALL_TOPICS.map((topic) => t.topicNames[topic]),
          o.lang,
        ),
      );
  if (advice.length === 0 && o.topics.length) {
    advice = o.data.sections.flatMap((s) => s.recommendations.map((r) => r[o.lang]));
    heading = t.generalAdvice;
    answer = t.nothingOnTopic(
      listOf(
        o.topics.map((topic) => t.topicNames[topic]),
        o.lang,
      ),
    );
  }

  const out = answer ? [`## ${t.yourQuestion}`, '', answer, ''] : [];
  out.push(`## ${t.data(monthName(o.data, o.lang))}`, '', ...(facts.length ? facts : [t.noData]));
  if (shown.length) {
    out.push('', `## ${t.shortlist}`, '');
    if (shown.length < ranked.length) out.push(t.shortlistNote(shown.length, ranked.length), '');
    out.push(...shown.map((p) => productLine(p, o.lang)));
  }
  out.push('', `## ${heading}`, '', ...(advice.length ? advice.map((a) => `- ${a}`) : [`- ${t.noAdvice}`]));
  for (const p of o.passages) out.push('', `### ${t.help} — ${p.heading}`, '', p.body);
  out.push('', t.note);
  return withTypography(out.join('\n'), o.lang);
}
