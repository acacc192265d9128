import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { settingsSections } from '#client/app/settings-sections.ts';
import { NearScreen } from '../components/near-screen.tsx';
import { ProfileCard } from '../features/profile/components/profile-card.tsx';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const { hash } = useLocation(); // a link to a section (#amazon, #seller-data, #api-keys) shows it at once
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <ProfileCard />
      {/* Each section's code loads as it comes near the screen or gets the keyboard's focus. */}
      {settingsSections.map(({ id, component: Section }) => (
        <NearScreen key={id} title={t(`sections.${id}`)} open={hash === `#${id}`}>
          <Section />
        </NearScreen>
      ))}
    </div>
  );
}
