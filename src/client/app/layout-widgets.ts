import type { ComponentType } from 'react';
import { SupportChatWidget } from '../features/ai/components/support-chat-widget.tsx';

/** Components shown on every page (for example the support chat button). */
export const layoutWidgets: ComponentType[] = [SupportChatWidget];
