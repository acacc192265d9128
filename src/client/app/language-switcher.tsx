import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../domain/languages.ts';
import { Button } from '../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx';

const NAMES = { en: 'English', fr: 'Français' } as const;

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.language?.slice(0, 2);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('nav.language')}>
          <Languages />
          <span className="uppercase">{current}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LANGUAGES.map((lng) => (
          <DropdownMenuItem key={lng} lang={lng} onSelect={() => void i18n.changeLanguage(lng)}>
            <span aria-hidden="true" className="w-4">
              {current === lng ? '✓' : ''}
            </span>
            {NAMES[lng]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
