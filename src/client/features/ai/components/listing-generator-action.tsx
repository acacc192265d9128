import { ListingGeneratorDialog } from './listing-generator-dialog.tsx';

/** What the keyword research page passes to its toolbar actions (the parts used here). */
export interface KeywordAnalysisLike {
  seed: { keyword: string } | null;
  product: { asin: string; title: string } | null;
  keywords: { keyword: string; relevance: number }[];
}

const PREFILLED_KEYWORDS = 8;

/**
 * The "AI listing generator" button of the keyword research page: opens the generator pre-filled
 * with the analysed product (reverse ASIN) and the most relevant keywords on screen.
 */
export function ListingGeneratorAction({ analysis }: { analysis: KeywordAnalysisLike | null }) {
  const keywords = [
    ...(analysis?.seed && !analysis.product ? [analysis.seed.keyword] : []),
    ...[...(analysis?.keywords ?? [])].sort((a, b) => b.relevance - a.relevance).map((k) => k.keyword),
  ];
  const unique = [...new Set(keywords)].slice(0, PREFILLED_KEYWORDS);
  return (
    <ListingGeneratorDialog
      // A new analysis opens a freshly pre-filled form.
      key={`${analysis?.product?.asin ?? analysis?.seed?.keyword ?? ''}`}
      keywords={unique}
      asin={analysis?.product?.asin ?? ''}
      productName={analysis?.product?.title.slice(0, 200) ?? ''}
    />
  );
}
