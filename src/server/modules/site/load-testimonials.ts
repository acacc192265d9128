import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { type Testimonial, testimonial } from '#contracts/site.ts';

export const testimonialsFile = z.array(testimonial);

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
