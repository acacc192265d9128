import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { AnalysisType, ProductAnalysis } from '#server/modules/toolkit/analyze-product.ts';

export type { AnalysisType, ProductAnalysis };

export const useAnalyzeProduct = () =>
  useMutation({
    mutationFn: (input: { asin: string; marketplace: MarketplaceCode; analysisType: AnalysisType }) =>
      api.post<ProductAnalysis>('/toolkit/analyzer', input),
  });
