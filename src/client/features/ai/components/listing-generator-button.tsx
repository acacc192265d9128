import { Sparkles } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';

/** The "AI listing generator" button (before and after the generator's code has loaded). */
export function ListingGeneratorButton(props: ComponentProps<typeof Button>) {
  // Its label is in `common`: on the keyword page it shows at first paint, and the `ai` namespace
  // comes with the generator's dialog.
  const { t } = useTranslation();
  return (
    <Button variant="accent" {...props}>
      <Sparkles />
      {t('actions.aiListingGenerator')}
    </Button>
  );
}
