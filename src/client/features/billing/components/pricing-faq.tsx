import { useTranslation } from 'react-i18next';
import { PLANS } from '#domain/plans.ts';

const QUESTIONS = ['trial', 'change', 'payment', 'cancel', 'oneTime'] as const;

/** Questions before buying; figures come from the plan table. */
export function PricingFaq() {
  const { t } = useTranslation('billing');
  const free = PLANS.free.quotas;
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
      <h2 id="faq-title" className="mb-4 text-2xl font-bold">
        {t('faq.title')}
      </h2>
      <div className="divide-y rounded-lg border bg-card">
        {QUESTIONS.map((q) => (
          <details key={q} className="group p-4">
            <summary className="cursor-pointer list-none font-medium marker:hidden focus-visible:outline-2 focus-visible:outline-ring">
              <span
                className="mr-2 inline-block transition-transform group-open:rotate-90"
                aria-hidden="true"
              >
                ›
              </span>
              {t(`faq.${q}.q`)}
            </summary>
            <p className="mt-2 text-sm text-muted-foreground">
              {t(`faq.${q}.a`, { products: free.productSearches, keywords: free.keywordSearches })}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
