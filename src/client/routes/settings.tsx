import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { ProfileCard } from '../features/profile/components/profile-card.tsx';
import { settingsSections } from '../features/profile/settings-sections.ts';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <ProfileCard />
      {/* Each section's code loads with the page, side by side (features' mounts.ts are lazy). */}
      {settingsSections.map((Section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, in a fixed order
        <Suspense key={i} fallback={<Skeleton className="h-40" />}>
          <Section />
        </Suspense>
      ))}
    </div>
  );
}
