import type { Language } from '#domain/languages.ts';
import { formatMoney, type MinorUnits, money } from '#domain/money.ts';
import {
  type Feature,
  isUnlimited,
  PLAN_CURRENCY,
  PLAN_IDS,
  PLANS,
  type PlanId,
  type QuotaKind,
  yearlySavingPercent,
} from '#domain/plans.ts';

/**
 * Passages of the help centre generated from the plan table at load time, so that prices, quotas
 * and features in answers never drift from what the app enforces. Used as `{{plan-prices}}`,
 * `{{plan-quotas}}` and `{{plan-features}}` in docs/help/<lang>/*.md.
 */
const TEXT = {
  en: {
    plan: 'Plan',
    monthly: 'Monthly',
    yearly: 'Yearly',
    unlimited: 'unlimited',
    free: 'free',
    saving: (p: number) => `Paying yearly saves ${p} % compared with twelve monthly payments.`,
    plans: { free: 'Free', starter: 'Starter', pro: 'Pro', elite: 'Elite' } as Record<PlanId, string>,
    quotas: {
      productSearches: 'Product searches / month',
      keywordSearches: 'Keyword searches / month',
      trackedCompetitors: 'Tracked competitors',
    } as Record<QuotaKind, string>,
    includes: 'includes',
    nothingExtra: 'the basic tools (basic ROI calculator, research within its quotas, support chat)',
    support: { standard: 'standard support', priority: 'priority support', vip: 'VIP support' },
  },
  fr: {
    plan: 'Offre',
    monthly: 'Mensuel',
    yearly: 'Annuel',
    unlimited: 'illimité',
    free: 'gratuit',
    saving: (p: number) => `Le paiement annuel fait économiser ${p} % par rapport à douze mensualités.`,
    plans: { free: 'Gratuit', starter: 'Starter', pro: 'Pro', elite: 'Elite' } as Record<PlanId, string>,
    quotas: {
      productSearches: 'Recherches produit / mois',
      keywordSearches: 'Recherches de mots-clés / mois',
      trackedCompetitors: 'Concurrents suivis',
    } as Record<QuotaKind, string>,
    includes: 'comprend',
    nothingExtra:
      'les outils de base (calculateur de ROI simple, recherches dans ses quotas, chat d’assistance)',
    support: { standard: 'support standard', priority: 'support prioritaire', vip: 'support VIP' },
  },
};

const FEATURE_NAMES: Record<Language, Record<Feature, string>> = {
  en: {
    export: 'exports (CSV, JSON)',
    competitorTracking: 'competitor tracking',
    priceAlerts: 'price alerts',
    seasonalTrends: 'seasonal trends',
    listingOptimizer: 'listing optimizer and AI listing generator',
    listingOptimizerComplete: 'complete listing optimization',
    advancedRoi: 'advanced ROI calculator',
    roiRecommendations: 'ROI recommendations',
    inventoryForecast: 'AI inventory forecast',
    multiCriteriaAlerts: 'multi-criteria alerts',
    opportunityScanner: 'automatic opportunity scanner',
    productAnalyzer: 'AI product analyzer',
    monthlyReport: 'monthly AI report',
    strategicConsultation: 'strategic consultation',
    apiAccess: 'REST API access',
    analyticsDashboard: 'analytics dashboard',
    multiMarket: 'multi-market analysis',
    nicheDetection: 'niche detection',
    listingAnalysis: 'listing optimization analysis',
  },
  fr: {
    export: 'exports (CSV, JSON)',
    competitorTracking: 'suivi des concurrents',
    priceAlerts: 'alertes de prix',
    seasonalTrends: 'tendances saisonnières',
    listingOptimizer: 'optimiseur de fiche et générateur de fiche IA',
    listingOptimizerComplete: 'optimisation complète des fiches',
    advancedRoi: 'calculateur de ROI avancé',
    roiRecommendations: 'recommandations de ROI',
    inventoryForecast: 'prévision de stock IA',
    multiCriteriaAlerts: 'alertes multicritères',
    opportunityScanner: 'scanner automatique d’opportunités',
    productAnalyzer: 'analyseur de produit IA',
    monthlyReport: 'rapport mensuel IA',
    strategicConsultation: 'consultation stratégique',
    apiAccess: 'accès à l’API REST',
    analyticsDashboard: 'tableau de bord analytique',
    multiMarket: 'analyse multi-marchés',
    nicheDetection: 'détection de niches',
    listingAnalysis: 'analyse d’optimisation des fiches',
  },
};

const price = (cents: MinorUnits, lang: Language) =>
  formatMoney(money(cents, PLAN_CURRENCY), lang === 'fr' ? 'fr-FR' : 'en-GB', {
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });

function prices(lang: Language) {
  const t = TEXT[lang];
  const rows = PLAN_IDS.map((id) => {
    const p = PLANS[id];
    const m = p.monthlyPriceCents === 0 ? t.free : price(p.monthlyPriceCents, lang);
    const y = p.yearlyPriceCents === 0 ? t.free : price(p.yearlyPriceCents, lang);
    return `| ${t.plans[id]} | ${m} | ${y} |`;
  });
  const saving = yearlySavingPercent('starter');
  return [`| ${t.plan} | ${t.monthly} | ${t.yearly} |`, '|---|---|---|', ...rows, '', t.saving(saving)].join(
    '\n',
  );
}

function quotas(lang: Language) {
  const t = TEXT[lang];
  const kinds: QuotaKind[] = ['productSearches', 'keywordSearches', 'trackedCompetitors'];
  const head = `| ${t.plan} | ${kinds.map((k) => t.quotas[k]).join(' | ')} |`;
  const rows = PLAN_IDS.map(
    (id) =>
      `| ${t.plans[id]} | ${kinds
        .map((k) => {
          const n = PLANS[id].quotas[k];
          return isUnlimited(n) ? t.unlimited : String(n);
        })
        .join(' | ')} |`,
  );
  return [head, `|---|${kinds.map(() => '---').join('|')}|`, ...rows].join('\n');
}

function features(lang: Language) {
  const t = TEXT[lang];
  return PLAN_IDS.map((id, i) => {
    const previous = i > 0 ? PLANS[PLAN_IDS[i - 1]].features : [];
    const added = PLANS[id].features.filter((f) => !previous.includes(f));
    const list = added.length ? added.map((f) => FEATURE_NAMES[lang][f]).join(', ') : t.nothingExtra;
    const prefix = i > 0 ? `${t.plans[PLAN_IDS[i - 1]]} + ` : '';
    return `- **${t.plans[id]}** ${t.includes} ${prefix}${list}; ${t.support[PLANS[id].support]}.`;
  }).join('\n');
}

const GENERATORS: Record<string, (lang: Language) => string> = {
  'plan-prices': prices,
  'plan-quotas': quotas,
  'plan-features': features,
};

/** Replaces `{{plan-…}}` placeholders with passages generated from the plan table. */
export const renderPlanFacts = (markdown: string, lang: Language) =>
  markdown.replace(/\{\{\s*([a-z-]+)\s*\}\}/g, (whole, name: string) => GENERATORS[name]?.(lang) ?? whole);
