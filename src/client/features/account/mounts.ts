import { SignInCard } from './components/sign-in-card.tsx';
import { YourDataCard } from './components/your-data-card.tsx';

// Where the account UI appears (listed in display order by profile/settings-sections.ts).

/** Cards of /settings: password and e-mail; export and deletion of the account. */
export const signInSettings = SignInCard;
export const yourDataSettings = YourDataCard;
