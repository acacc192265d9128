import { useMutation } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type AnalyzerInput, toolkitApi } from '#contracts/toolkit.ts';

export type { ProductAnalysis } from '#contracts/toolkit.ts';
export type { AnalysisType } from '#domain/market/analysis-focus.ts';

export const useAnalyzeProduct = () =>
  useMutation({ mutationFn: (body: AnalyzerInput) => call(toolkitApi.analyze, { body }) });
