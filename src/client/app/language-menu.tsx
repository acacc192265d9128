import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#domain/languages.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx';
import { LanguageButton } from './language-button.tsx';

const NAMES = { en: 'English', fr: 'Français' } as const;

/** The language menu itself (Radix dropdown), loaded by LanguageSwitcher on first use. */
export default function LanguageMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { i18n } = useTranslation();
  const current = i18n.language?.slice(0, 2);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageButton />
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
