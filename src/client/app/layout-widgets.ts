import type { ComponentType } from 'react';
import { supportChatWidget } from '../features/ai/mounts.ts';
import { setupRedirectWidget } from '../features/setup/mounts.ts';

/** Components shown on every page (declared in each feature's mounts.ts), e.g. the support chat button. */
export const layoutWidgets: ComponentType[] = [supportChatWidget, setupRedirectWidget];
