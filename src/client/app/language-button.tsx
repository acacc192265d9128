import { Languages } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';

/** The header's language button: "EN" / "FR" with the languages icon. */
export function LanguageButton(props: ComponentProps<typeof Button>) {
  const { t, i18n } = useTranslation();
  return (
    <Button variant="ghost" size="sm" aria-label={t('nav.language')} {...props}>
      <Languages />
      <span className="uppercase">{i18n.language?.slice(0, 2)}</span>
    </Button>
  );
}
