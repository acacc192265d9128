import { lazy, Suspense, useState } from 'react';
import type { KeywordAnalysis } from '#contracts/keywords.ts';
import { ListingGeneratorButton } from './listing-generator-button.tsx';

const loadDialog = () => import('./listing-generator-dialog.tsx');
const ListingGeneratorDialog = lazy(loadDialog);

/** What the keyword research page passes to its toolbar actions (the parts used here). */
type KeywordAnalysisLike = Pick<KeywordAnalysis, 'seed' | 'product' | 'keywords'>;

const PREFILLED_KEYWORDS = 8;

/**
 * The "AI listing generator" button of the keyword research page: opens the generator pre-filled
 * with the analysed product (reverse ASIN) and the most relevant keywords on screen. Until its
 * first use it is a plain button, so the generator and the dialog code are not part of the page's
 * first download: pointing at it or focusing it fetches them, a click opens the generator.
 */
export function ListingGeneratorAction({ analysis }: { analysis: KeywordAnalysisLike | null }) {
  const keywords = [
    ...(analysis?.seed && !analysis.product ? [analysis.seed.keyword] : []),
    ...[...(analysis?.keywords ?? [])].sort((a, b) => b.relevance - a.relevance).map((k) => k.keyword),
  ];
  const unique = [...new Set(keywords)].slice(0, PREFILLED_KEYWORDS);
  // A new analysis opens a freshly pre-filled form.
  const formKey = `${analysis?.product?.asin ?? analysis?.seed?.keyword ?? ''}`;
  const [loaded, setLoaded] = useState(false);
  // The analysis whose button was clicked before the code was there: open it once mounted.
  const [openFor, setOpenFor] = useState<string | null>(null);
  if (openFor !== null && openFor !== formKey) setOpenFor(null);

  if (!loaded) {
    const preload = () => void loadDialog();
    return (
      <ListingGeneratorButton
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpenFor(formKey);
          setLoaded(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<ListingGeneratorButton type="button" aria-haspopup="dialog" />}>
      <ListingGeneratorDialog
        key={formKey}
        defaultOpen={openFor === formKey}
        keywords={unique}
        asin={analysis?.product?.asin ?? ''}
        productName={analysis?.product?.title.slice(0, 200) ?? ''}
      />
    </Suspense>
  );
}
