import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { FeeCategoryId } from '#domain/fees/fee-categories.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { AdvancedRoiResult } from '#domain/profitability/advanced-roi.ts';
import type { BasicRoiResult } from '#domain/profitability/basic-roi.ts';
import type { RoiRecommendations } from '#domain/profitability/roi-recommendations.ts';

export interface BasicRoiInput {
  sellingPriceCents: number;
  productCostCents: number;
  amazonFeeBp: number;
  shippingCents: number;
}

export interface AdvancedRoiInput {
  marketplace: MarketplaceCode;
  sellingPriceCents: number;
  productCostCents: number;
  shippingCents: number;
  advertisingCents: number;
  monthlySales: number;
  referral: { category: FeeCategoryId } | { percentBp: number };
  fba: { package: { sidesIn: [number, number, number]; unitWeightOz: number } } | { feeCents: number };
  storageMonths: number;
}

export interface AdvancedRoiResponse {
  result: AdvancedRoiResult;
  recommendations: RoiRecommendations | null;
}

export const useBasicRoi = () =>
  useMutation({
    mutationFn: (input: BasicRoiInput) => api.post<{ result: BasicRoiResult }>('/toolkit/roi/basic', input),
  });

export const useAdvancedRoi = () =>
  useMutation({
    mutationFn: (input: AdvancedRoiInput) => api.post<AdvancedRoiResponse>('/toolkit/roi/advanced', input),
  });
