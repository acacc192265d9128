import { Sparkles } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';

/** The "AI listing generator" button (before and after the generator's code has loaded). */
export function ListingGeneratorButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation('ai');
  return (
    <Button variant="accent" {...props}>
      <Sparkles />
      {t('listing.open')}
    </Button>
  );
}
