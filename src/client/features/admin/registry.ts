import type { ComponentType } from 'react';

/** Sections of the admin console after the statistics (promo codes, catalog import, reviews…). */
export const adminSections: ComponentType[] = [];
