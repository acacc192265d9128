import { lazy } from 'react';

// Where the account UI appears (listed in display order by app/settings-sections.ts).

/** Cards of /settings: password and e-mail; export and deletion of the account. */
export const signInSettings = lazy(() =>
  import('./components/sign-in-card.tsx').then((m) => ({ default: m.SignInCard })),
);
export const yourDataSettings = lazy(() =>
  import('./components/your-data-card.tsx').then((m) => ({ default: m.YourDataCard })),
);
