/**
 * The words the help-centre search treats specially, in English and French (accent-free, lower
 * case). Shared by the documents and the questions, so both sides meet on the same terms.
 */

/** Words that say nothing about the topic of a question. */
export const STOP_WORDS = new Set(
  `a about after all also am an and any are as at be been between but by can could did do does doing
  don doesn isn aren didn for from get got had has have how i if in into is it its just me more most
  much many my no not of on or our out please so some than that the their them then there these they
  this to too us very was we what when where which who why will with would you your yours hi hello
  hey thanks thank ok okay want wants need needs know tell explain possible way like per each every
  quickly easily exactly really actually still already now today
  au aux avec ce ces cet cette comment dans de des du elle en est et etre eu il ils je la le les leur
  lui ma mais me mes moi mon ne nos notre nous on ou par pas peut peux pour pourquoi quand que quel
  quelle quelles quels qui sa se ses si son sont sur ta te tes toi ton tu un une vos votre vous y a
  faire fait puis bonjour salut merci est-ce ai avez avoir suis etes dois doit faut qu entre combien
  veux veut voudrais voudrait aimerais besoin savoir sais dire expliquer quoi possible chaque
  rapidement facilement exactement vraiment deja maintenant aujourd hui elles passer`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Phrases that mean one term: each match adds that term (written as a word, stemmed like the rest).
 * Applied to accent-free lower-case text.
 */
export const PHRASES: { pattern: RegExp; adds: string }[] = [
  // "remis à zéro", "remet à zéro", "repartent de zéro", "start again": a reset.
  {
    pattern: /\b(?:remis|remise|remettre|remet|remettent|repart\w*|recommenc\w*)\s+(?:a|de)\s+zero\b/g,
    adds: 'reset',
  },
  { pattern: /\bstarts?\s+again\b/g, adds: 'reset' },
  // The product research "AI score" / "score IA" is the opportunity score.
  { pattern: /\b(?:ai|ia)\s+score\b|\bscore\s+(?:ai|ia)\b/g, adds: 'opportunity' },
  // "searches per month", "recherches produit / mois": a quota question.
  { pattern: /\b(?:searches|recherches)\b[^.|\n]{0,20}?\b(?:month|mois)\b/g, adds: 'quota' },
  { pattern: /\bmots? de passe\b/g, adds: 'password' },
  // Upgrading: "passer à l'offre Elite", "changer d'offre".
  { pattern: /\bpass(?:er|e|ez)\s+(?:a|au|en)\b/g, adds: 'upgrade' },
  { pattern: /\bchang\w*\s+d\s+(?:offre|abonnement|forfait)\b/g, adds: 'upgrade' },
  // Closing an account is deleting it (not closing the chat or a session).
  { pattern: /\bclos\w*\s+(?:my|the|your|an)\s+account\b/g, adds: 'delete' },
  { pattern: /\bferm\w*\s+(?:mon|votre|le|un)\s+compte\b/g, adds: 'supprimer' },
  { pattern: /\b(?:sign|log)(?:ging)?\s*out\b|\b(?:se|me|vous)\s+deconnect\w*/g, adds: 'signout' },
  { pattern: /\bplaces? de marche\b/g, adds: 'marketplace' },
  { pattern: /\bpays\b/g, adds: 'marketplace' },
  { pattern: /\breal[\s-]?time\b|\btemps\s+reel\b|\ben direct\b/g, adds: 'live' },
];

/**
 * Words that mean the same thing for a Scout user; every word of a group is searched as the first.
 * Words are stemmed before use, so one form per stem is enough.
 */
export const SYNONYMS: string[][] = [
  ['delete', 'deletion', 'remove', 'erase', 'supprimer', 'suppression', 'effacer', 'effacement', 'retirer'],
  ['reset', 'reinitialiser', 'reinitialisation'],
  [
    'cancel',
    'cancellation',
    'annuler',
    'annulation',
    'resilier',
    'resiliation',
    'unsubscribe',
    'desabonner',
    'desabonnement',
  ],
  ['privacy', 'private', 'confidential', 'confidentiality', 'confidentialite', 'prive', 'privee', 'privees'],
  [
    'compare',
    'comparison',
    'difference',
    'differences',
    'differ',
    'different',
    'versus',
    'vs',
    'comparer',
    'comparaison',
  ],
  ['price', 'prices', 'pricing', 'prix', 'tarif', 'tarifs'],
  ['cost', 'costs', 'cout', 'couts', 'coute', 'coutent'],
  ['plan', 'plans', 'offre', 'offres', 'forfait', 'formule', 'tier'],
  ['pay', 'paid', 'paying', 'payment', 'billing', 'billed', 'payer', 'paiement', 'facturation'],
  ['refund', 'refunds', 'rembourser', 'remboursement'],
  ['opportunity', 'opportunities', 'opportunite', 'opportunites'],
  ['mail', 'email', 'courriel'],
  ['sign', 'signup', 'register', 'registration'],
  ['inscription', 'inscrire'],
  ['security', 'secure', 'safe', 'safety', 'securite', 'securise', 'securisee'],
  ['translate', 'translation', 'traduire', 'traduction', 'traduit'],
  ['marketplace', 'marketplaces', 'country', 'countries'],
  ['quota', 'quotas', 'allowance'],
  ['generate', 'generator', 'generation', 'generer', 'generateur'],
  ['calculate', 'calculator', 'calculation', 'calcul', 'calculer', 'calculateur'],
  ['analyze', 'analyse', 'analysis', 'analyzer', 'analyser', 'analyseur', 'analyses'],
  ['create', 'creation', 'creer'],
  ['import', 'imports', 'upload', 'uploading', 'importer'],
];

/**
 * Words too common in Scout's help centre to tell a topic on their own ("Does Scout support
 * Walmart?" is not about the support chat). They still rank passages, with a lower weight, but do
 * not count as evidence that a passage answers the question.
 */
export const GENERIC_WORDS = [
  'scout',
  'support',
  'amazon',
  'account',
  'compte',
  'product',
  'produit',
  'use',
  'utiliser',
  'app',
  'application',
  'site',
  'help',
  'aide',
  'question',
  'work',
  'works',
  'fonctionne',
  'thing',
  'chose',
  'feature',
  'fonction',
];
