import type { DashboardPanel } from '../dashboard/registry.ts';
import { ApiAccessCard } from './components/api-access-card.tsx';
import { ApiKeysSection } from './components/api-keys-section.tsx';

// Where the api-keys UI appears. The registries (dashboard/registry.ts, profile/settings-sections.ts,
// admin/registry.ts, routes/landing-sections.ts, app/layout-widgets.ts) list these in display order.

export const apiAccessPanel: DashboardPanel = { id: 'api-access', component: ApiAccessCard, section: 'ai' };
/** A card of /settings (profile/settings-sections.ts). */
export const apiKeysSettings = ApiKeysSection;
