import { useMutation } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type AdvancedRoiInput, type BasicRoiBody, toolkitApi } from '#contracts/toolkit.ts';

export type {
  AdvancedRoiAnswer,
  AdvancedRoiInput,
  BasicRoiBody as BasicRoiInput,
} from '#contracts/toolkit.ts';

export const useBasicRoi = () =>
  useMutation({ mutationFn: (body: BasicRoiBody) => call(toolkitApi.basicRoi, { body }) });

export const useAdvancedRoi = () =>
  useMutation({ mutationFn: (body: AdvancedRoiInput) => call(toolkitApi.advancedRoi, { body }) });
