import type { CriterionKey } from '#domain/alerts/alert-rules.ts';
import type { Language } from '#domain/languages.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { formatMoney, minorUnits, money } from '#domain/money.ts';
import type { CatalogSource, NotificationDetails } from '#server/db/schema/index.ts';
import { escapeHtml, quoted } from '#server/providers/mail/mail-text.ts';
import type { MailContent } from '#server/providers/mail/mailer.ts';

const locale = (lang: Language) => (lang === 'fr' ? 'fr-FR' : 'en-US');
const price = (cents: number, currency: string, lang: Language) =>
  formatMoney(money(minorUnits(cents), currency), lang);

/** Who observed the figures, as the e-mail names them. */
const SOURCE_NAMES: Record<Language, Record<CatalogSource, string>> = {
  en: {
    keepa: 'Keepa',
    sp_api: 'Amazon SP-API',
    browser: 'your Scout browser extension',
    csv_import: 'an imported file',
    sample: 'the sample catalog',
    user: 'a user',
  },
  fr: {
    keepa: 'Keepa',
    sp_api: 'Amazon SP-API',
    browser: 'votre extension Scout',
    csv_import: 'un fichier importé',
    sample: 'le catalogue d’exemple',
    user: 'un utilisateur',
  },
};

/** What a price alert's sentence says, in either language. */
interface PriceBody {
  title: string;
  price: string;
  target: string;
  below: boolean;
  where: string;
  when: string;
  by: string;
}

const copy = {
  en: {
    priceSubject: (title: string) => `Price alert: ${title}`,
    priceBody: (p: PriceBody) =>
      `The product ${p.title} (${p.where}) was at ${p.price} when ${p.by} observed it on ${p.when} (UTC), ${p.below ? 'at or below' : 'at or above'} your target of ${p.target}.`,
    multiSubject: (name: string) => `Alert ${name} triggered`,
    multiBody: (p: { title: string; where: string }) =>
      `Every criterion of this alert is met for the product ${p.title} (${p.where}):`,
    criteria: {
      price: 'Price',
      stock: 'Stock',
      ranking: 'Best Sellers Rank',
      reviews: 'Reviews',
      rating: 'Rating',
    },
    condition: { below: 'at or below', above: 'at or above' },
    colon: ':',
    observed: (date: string, by: string) => `Observed ${date} (UTC) by ${by}.`,
    open: 'See your alerts:',
    why: 'You get this e-mail because you turned on e-mail alerts in Scout (Settings). Turn them off there.',
  },
  fr: {
    priceSubject: (title: string) => `Alerte prix : ${title}`,
    priceBody: (p: PriceBody) =>
      `Le produit ${p.title} (${p.where}) était à ${p.price} quand ${p.by} l’a observé le ${p.when} (UTC), ${p.below ? 'au plus' : 'au moins'} votre cible de ${p.target}.`,
    multiSubject: (name: string) => `Alerte « ${name} » déclenchée`,
    multiBody: (p: { title: string; where: string }) =>
      `Tous les critères de cette alerte sont remplis pour le produit ${p.title} (${p.where}) :`,
    criteria: {
      price: 'Prix',
      stock: 'Stock',
      ranking: 'Classement des ventes',
      reviews: 'Avis',
      rating: 'Note',
    },
    condition: { below: 'au plus', above: 'au moins' },
    // French puts a narrow no-break space before a colon (tests/unit/copy/copy-rules.ts).
    colon: '\u202f:',
    observed: (date: string, by: string) => `Observé le ${date} (UTC) par ${by}.`,
    open: 'Voir vos alertes :',
    why: 'Vous recevez cet e-mail car vous avez activé les alertes par e-mail dans Scout (Paramètres). Désactivez-les au même endroit.',
  },
} satisfies Record<Language, unknown>;

/**
 * The e-mail of one triggered alert, in the user's language. The product's title (read from Amazon
 * pages, possibly by other users' extensions) and the alert's name are quoted as data (quoted():
 * one line, cut, between quotation marks), never the start of a sentence of ours.
 */
export function alertEmail(o: {
  lang: Language;
  title: string;
  asin: string;
  marketplace: MarketplaceCode;
  details: NotificationDetails;
  observedAt: Date;
  /** Who observed the figures (null: not kept, an older notification). */
  source: CatalogSource | null;
  dashboardUrl: string;
}): MailContent {
  const t = copy[o.lang];
  const where = `${o.asin}, ${MARKETPLACES[o.marketplace].domain}`;
  const d = o.details;
  const when = o.observedAt.toISOString().slice(0, 16).replace('T', ' ');
  const by = o.source ? SOURCE_NAMES[o.lang][o.source] : MARKETPLACES[o.marketplace].domain;
  const title = quoted(o.title, o.lang, 150);
  let subject: string;
  let lines: string[];
  if (d.kind === 'price') {
    subject = t.priceSubject(title);
    lines = [
      t.priceBody({
        title,
        where,
        price: price(d.priceCents, d.currency, o.lang),
        target: price(d.targetPriceCents, d.currency, o.lang),
        below: d.condition === 'below',
        when,
        by,
      }),
    ];
  } else {
    subject = t.multiSubject(quoted(d.name, o.lang, 100));
    const value = (key: CriterionKey, v: number) =>
      key === 'price' ? price(v, d.currency, o.lang) : new Intl.NumberFormat(locale(o.lang)).format(v);
    lines = [
      t.multiBody({ title, where }),
      ...d.outcomes.map(
        (c) =>
          `- ${t.criteria[c.key]}${t.colon} ${c.value == null ? '—' : value(c.key, c.value)} (${t.condition[c.condition]} ${value(c.key, c.threshold)})`,
      ),
    ];
  }
  const observed = t.observed(when, by);
  const text = `${lines.join('\n')}\n\n${observed}\n\n${t.open}\n${o.dashboardUrl}\n\n${t.why}\n`;
  const html =
    `<p>${lines.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(observed)}</p>` +
    `<p>${escapeHtml(t.open)} <a href="${escapeHtml(o.dashboardUrl)}">${escapeHtml(o.dashboardUrl)}</a></p>` +
    `<p style="color:#666">${escapeHtml(t.why)}</p>`;
  return { subject, text, html };
}
