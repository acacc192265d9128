import { readFileSync } from 'node:fs';
import { z } from 'zod';

const localized = z.union([z.string().min(1), z.object({ en: z.string().min(1), fr: z.string().min(1) })]);

export const testimonialsFile = z.array(
  z.object({
    name: z.string().min(1).max(100),
    role: localized.optional(),
    quote: localized,
    rating: z.number().int().min(1).max(5).optional(),
  }),
);
export type Testimonial = z.infer<typeof testimonialsFile>[number];

/** Operator-written testimonials (SITE_TESTIMONIALS_FILE). None configured → none shown. */
export function loadTestimonials(file: string | undefined): Testimonial[] {
  if (!file) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`SITE_TESTIMONIALS_FILE (${file}) cannot be read as JSON: ${(e as Error).message}`);
  }
  const parsed = testimonialsFile.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `SITE_TESTIMONIALS_FILE (${file}) is not a list of {name, role?, quote, rating?}: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}
