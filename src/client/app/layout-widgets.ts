import type { ComponentType } from 'react';

/** Components shown on every page (for example the support chat button). */
export const layoutWidgets: ComponentType[] = [];
