import type { ComponentType } from 'react';
import { ListingGeneratorAction } from '#client/features/ai/index.ts';
import type { KeywordAnalysis } from '#contracts/keywords.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export interface KeywordPageActionProps {
  /** The analysis on screen (null before the first one). */
  analysis: KeywordAnalysis | null;
  marketplace: MarketplaceCode;
}

/**
 * Buttons shown in the keyword research page's toolbar, next to Analyze and Export. The AI listing
 * generator (its own feature) registers its button here with one line.
 */
export const keywordPageActions: { id: string; component: ComponentType<KeywordPageActionProps> }[] = [
  { id: 'ai-listing-generator', component: ListingGeneratorAction },
];
