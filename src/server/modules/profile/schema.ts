import { z } from 'zod';

export const updateProfileBody = z.object({
  name: z.string().trim().min(1).max(100),
  companyName: z.string().trim().max(200).nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
