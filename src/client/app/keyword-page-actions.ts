import { ListingGeneratorAction } from '#client/features/ai/index.ts';
import type { KeywordPageAction } from '#client/lib/mount-points.ts';

/**
 * Buttons of other features shown in the keyword research page's toolbar, next to Analyze and
 * Export, in display order. The AI listing generator (its own feature) is one line here.
 */
export const keywordPageActions: readonly KeywordPageAction[] = [
  { id: 'ai-listing-generator', component: ListingGeneratorAction },
];
