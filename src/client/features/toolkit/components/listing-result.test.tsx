import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enToolkit from '#client/locales/en/toolkit.json' with { type: 'json' };
import frToolkit from '#client/locales/fr/toolkit.json' with { type: 'json' };
import type { ListingOptimization } from '#contracts/toolkit.ts';
import {
  gradeListing,
  LISTING_RULE_IDS,
  type ListingGrade,
  type Status,
} from '#domain/listing/grade-listing.ts';
import { ListingResult } from './listing-result.tsx';

/** Every rule in every status, with the parameters each can carry (counts 0, 1 and 2, no bullets, apparel). */
function everyFinding(count: number): ListingGrade {
  const statuses: Status[] = ['pass', 'warn', 'fail'];
  const base = gradeListing(
    {
      title: 'Acme Yoga Mat Mat Mat',
      bullets: ['x'],
      description: 'd',
      searchTerms: 'mat mats best',
      keywords: ['yoga mat'],
    },
    'complete',
    { brand: 'Acme', category: 'Clothing' },
  ).findings;
  return {
    goal: 'complete',
    score: 50,
    coverage: [],
    findings: LISTING_RULE_IDS.flatMap((rule) =>
      statuses.map((status) => {
        const params = base.find((f) => f.rule === rule)?.params ?? {};
        return {
          rule,
          status,
          weight: 1,
          params: {
            ...params,
            ...('count' in params ? { count } : {}),
            ...(count === 0 ? { noBullets: 1 } : {}),
          },
        };
      }),
    ),
  };
}

function result(count: number, sources: ListingOptimization['sources']['bullets']): ListingOptimization {
  const grade = everyFinding(count);
  return {
    goal: 'complete',
    engine: 'local',
    model: null,
    titleFromCatalog: true,
    fromCatalog: { brand: true, category: true },
    brand: 'Acme',
    category: 'Sports & Outdoors',
    titleLimit: { group: 'apparel', recommended: 80, max: 200 },
    related: ['gym mat', 'extra thick'],
    sources: {
      bullets: sources,
      description: sources === 'none' ? 'none' : 'bullets',
      searchTerms: { keywords: ['pilates'], seller: [], related: ['gym'] },
    },
    before: grade,
    optimized: {
      title: 'Acme Yoga Mat',
      bullets: [],
      description: '',
      searchTerms: 'pilates gym',
      keywords: ['yoga mat'],
    },
    after: grade,
  };
}

const instances = new Map<'en' | 'fr', ReturnType<typeof createInstance>>();

/** One i18next instance per language, made once: the renders below only read it. */
async function i18nIn(lng: 'en' | 'fr') {
  let i18n = instances.get(lng);
  if (!i18n) {
    i18n = createInstance();
    await i18n.use(initReactI18next).init({
      lng,
      resources: { en: { toolkit: enToolkit }, fr: { toolkit: frToolkit } },
      ns: ['toolkit'],
      interpolation: { escapeValue: false },
    });
    instances.set(lng, i18n);
  }
  return i18n;
}

async function render(lng: 'en' | 'fr', r: ListingOptimization) {
  const i18n = await i18nIn(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ListingResult result={r} />
    </I18nextProvider>,
  );
}

const CASES = (['en', 'fr'] as const).flatMap((lng) =>
  [0, 1, 2].flatMap((count) => (['seller', 'none'] as const).map((sources) => ({ lng, count, sources }))),
);

describe('the listing optimizer’s result', () => {
  it.each(CASES)(
    'shows no raw translation key nor blank parameter ($lng, count $count, bullets from $sources)',
    async ({ lng, count, sources }) => {
      const html = await render(lng, result(count, sources));
      // A key i18next did not find comes back as itself: "listing.rule.bulletsCount".
      expect(html).not.toMatch(/\blisting\.[a-zA-Z]+/);
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html).toContain(lng === 'en' ? 'Bullet points:' : 'Puces');
    },
  );
});
