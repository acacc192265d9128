/** The extension's text, in the app's two languages. `auto` follows the browser's language. */
export type Language = 'en' | 'fr';

const en = {
  notReadable: 'not readable',
  notReadableHint: 'Scout could not read this figure from the page; it is left out rather than guessed.',
  sales: 'sales',
  perMonth: '/mo',
  revenue: 'revenue',
  fees: 'fees',
  margin: 'margin',
  score: 'score',
  fromPage: 'read from this page',
  fromSource: 'from {{source}}, {{date}}',
  badgeBought: '"{{n}}+ bought in past month" on the page (a lower bound)',
  unitsBsr:
    "estimated from Best Sellers Rank #{{rank}} on its department's curve fitted {{date}} (80 % range {{low}}–{{high}}, median error {{error}} %)",
  unitsNoCurve: 'Best Sellers Rank #{{rank}}: not enough data to estimate sales in this department yet',
  unitsNoBadge: 'no "bought in past month" badge: fewer than 50',
  unknown: 'unknown',
  feesDetail: 'referral {{referral}}{{fba}}',
  fbaPart: ' + FBA {{fba}} ({{from}} dimensions)',
  noFba: ' (FBA fee unknown: no package size and weight on this page)',
  marginAfterReferral: 'after the referral fee only',
  marginAfterFees: 'after referral and FBA fees',
  summaryTitle: 'Scout — this page',
  products: 'products',
  readable: 'with a sales estimate',
  totalSales: 'Monthly sales (total)',
  totalRevenue: 'Monthly revenue (total)',
  medianSales: 'Median sales',
  medianRevenue: 'Median revenue',
  medianPrice: 'Median price',
  medianReviews: 'Median reviews',
  medianRating: 'Median rating',
  competition: 'Niche competition',
  sponsoredShare: 'Sponsored share',
  exportCsv: 'Export CSV',
  collapse: 'Hide',
  expand: 'Scout',
  lowerBoundNote: '"+": badges are lower bounds',
  productTitle: 'Scout — this product',
  bsr: 'Best Sellers Rank',
  noRank: 'No Best Sellers Rank on this page',
  estimates: 'Estimates',
  feeBreakdown: 'Amazon fees at {{price}}',
  referralFee: 'Referral fee',
  fbaFee: 'FBA fulfilment fee',
  totalFees: 'Total fees',
  net: 'Left after fees',
  history: 'Price and rank in your Scout',
  noHistory: 'No history in your Scout yet.',
  price: 'Price',
  rank: 'Rank',
  track: 'Track',
  tracked: 'Tracked ✓',
  priceAlert: 'Price alert',
  alertTarget: 'Alert me below',
  create: 'Create',
  alertCreated: 'Alert created ✓',
  analyze: 'Analyze in Scout',
  setUp: 'Set up Scout: open the extension settings (Scout address and API key).',
  error: 'Scout: {{message}}',
  low: 'low',
  medium: 'medium',
  high: 'high',
  // Settings page
  settingsTitle: 'Scout for Amazon — settings',
  settingsIntro:
    'The extension talks only to your own Scout. Create an API key in Scout (Settings → REST API keys; pro and elite plans).',
  scoutUrl: 'Scout address',
  apiKey: 'API key',
  language: 'Language',
  languageAuto: 'Like the browser',
  save: 'Save and connect',
  saved: 'Connected to {{url}} ({{plan}} plan).',
  permissionDenied: 'The browser did not allow access to {{origin}}: nothing was saved.',
  badUrl: 'Enter the full address of your Scout, e.g. https://scout.example.com',
  badKey: 'An API key starts with scout_',
  connectFailed: 'Could not reach Scout: {{message}}',
  privacy:
    'What Amazon pages show you (products, prices, ranks, positions) is sent to your Scout and stored there as your observations.',
} as const;

export type MessageKey = keyof typeof en;

const fr: Record<MessageKey, string> = {
  notReadable: 'illisible',
  notReadableHint: "Scout n'a pas pu lire ce chiffre sur la page : il est omis plutôt que deviné.",
  sales: 'ventes',
  perMonth: '/mois',
  revenue: 'CA',
  fees: 'frais',
  margin: 'marge',
  score: 'score',
  fromPage: 'lu sur cette page',
  fromSource: 'source {{source}}, {{date}}',
  badgeBought: '« {{n}}+ achetés le mois dernier » sur la page (un minimum)',
  unitsBsr:
    'estimé à partir du classement des ventes n° {{rank}} sur la courbe de son département ajustée le {{date}} (80 % entre {{low}} et {{high}}, erreur médiane {{error}} %)',
  unitsNoCurve:
    'Classement des ventes n° {{rank}} : pas assez de données pour estimer les ventes dans ce département',
  unitsNoBadge: 'pas de badge « achetés le mois dernier » : moins de 50',
  unknown: 'inconnu',
  feesDetail: 'commission {{referral}}{{fba}}',
  fbaPart: ' + FBA {{fba}} (dimensions {{from}})',
  noFba: ' (frais FBA inconnus : pas de taille ni de poids du colis sur cette page)',
  marginAfterReferral: 'après la commission seule',
  marginAfterFees: 'après commission et frais FBA',
  summaryTitle: 'Scout — cette page',
  products: 'produits',
  readable: 'avec estimation des ventes',
  totalSales: 'Ventes mensuelles (total)',
  totalRevenue: "Chiffre d'affaires mensuel (total)",
  medianSales: 'Ventes médianes',
  medianRevenue: "Chiffre d'affaires médian",
  medianPrice: 'Prix médian',
  medianReviews: 'Avis (médiane)',
  medianRating: 'Note médiane',
  competition: 'Concurrence de la niche',
  sponsoredShare: 'Part sponsorisée',
  exportCsv: 'Exporter en CSV',
  collapse: 'Masquer',
  expand: 'Scout',
  lowerBoundNote: '« + » : les badges sont des minimums',
  productTitle: 'Scout — ce produit',
  bsr: 'Classement des meilleures ventes',
  noRank: 'Pas de classement des ventes sur cette page',
  estimates: 'Estimations',
  feeBreakdown: 'Frais Amazon à {{price}}',
  referralFee: 'Commission de vente',
  fbaFee: 'Frais d’expédition FBA',
  totalFees: 'Total des frais',
  net: 'Reste après frais',
  history: 'Prix et classement dans votre Scout',
  noHistory: "Pas encore d'historique dans votre Scout.",
  price: 'Prix',
  rank: 'Classement',
  track: 'Suivre',
  tracked: 'Suivi ✓',
  priceAlert: 'Alerte de prix',
  alertTarget: "M'alerter sous",
  create: 'Créer',
  alertCreated: 'Alerte créée ✓',
  analyze: 'Analyser dans Scout',
  setUp: "Configurez Scout : ouvrez les réglages de l'extension (adresse de Scout et clé d'API).",
  error: 'Scout : {{message}}',
  low: 'faible',
  medium: 'moyenne',
  high: 'forte',
  settingsTitle: 'Scout pour Amazon — réglages',
  settingsIntro:
    "L'extension ne parle qu'à votre propre Scout. Créez une clé d'API dans Scout (Réglages → Clés d'API REST ; offres pro et elite).",
  scoutUrl: 'Adresse de Scout',
  apiKey: "Clé d'API",
  language: 'Langue',
  languageAuto: 'Comme le navigateur',
  save: 'Enregistrer et connecter',
  saved: 'Connecté à {{url}} (offre {{plan}}).',
  permissionDenied: "Le navigateur n'a pas autorisé l'accès à {{origin}} : rien n'a été enregistré.",
  badUrl: "Saisissez l'adresse complète de votre Scout, par ex. https://scout.example.com",
  badKey: "Une clé d'API commence par scout_",
  connectFailed: 'Scout est injoignable : {{message}}',
  privacy:
    'Ce que les pages Amazon vous montrent (produits, prix, classements, positions) est envoyé à votre Scout et y est enregistré comme vos observations.',
};

const DICTIONARIES: Record<Language, Record<MessageKey, string>> = { en, fr };

/** The language to show: the setting, else the browser's when it is French, else English. */
export function resolveLanguage(setting: Language | 'auto' | undefined, browserLanguage: string): Language {
  if (setting === 'en' || setting === 'fr') return setting;
  return browserLanguage.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const dict = DICTIONARIES[language];
  return (key, params = {}) =>
    dict[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const messageKeys = { en: Object.keys(en), fr: Object.keys(fr) };
