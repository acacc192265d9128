import type { ComponentType } from 'react';

/** Extra landing-page sections contributed by features (for example the public review list). */
export const landingSections: ComponentType[] = [];
