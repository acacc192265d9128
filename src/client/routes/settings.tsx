import { useTranslation } from 'react-i18next';
import { ProfileCard } from '../features/profile/components/profile-card.tsx';
import { settingsSections } from '../features/profile/settings-sections.ts';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <ProfileCard />
      {settingsSections.map((Section) => (
        <Section key={Section.displayName ?? Section.name} />
      ))}
    </div>
  );
}
