import type { ComponentType } from 'react';
import { supportChatWidget } from '../features/ai/mounts.ts';
import { setupRedirectWidget } from '../features/setup/mounts.ts';

export interface LayoutWidget {
  id: string;
  /** Lazy (`React.lazy`): its code is fetched only once the page has loaded (root-layout.tsx). */
  component: ComponentType;
}

/** Components shown on every page (declared in each feature's mounts.ts), e.g. the support chat button. */
export const layoutWidgets: LayoutWidget[] = [
  { id: 'support-chat', component: supportChatWidget },
  { id: 'setup-redirect', component: setupRedirectWidget },
];
