import type { ComponentType } from 'react';

/** Cards added to /settings by features (Amazon connection, API keys, notifications…). */
export const settingsSections: ComponentType[] = [];
