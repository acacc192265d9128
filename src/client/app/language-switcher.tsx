import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './language-button.tsx';

const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(loadMenu);

/**
 * The language menu of the header. Until it is first used it is a plain button, so the dropdown
 * code (Radix menu, positioning) is not part of the first download of every page: pointing at the
 * button or focusing it fetches the menu, and activating it opens the menu once loaded.
 */
export function LanguageSwitcher() {
  const [used, setUsed] = useState(false);
  if (!used) {
    const preload = () => void loadMenu();
    return (
      <LanguageButton
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setUsed(true)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setUsed(true);
          }
        }}
      />
    );
  }
  return (
    <Suspense fallback={<LanguageButton aria-haspopup="menu" aria-expanded={false} />}>
      <LanguageMenu defaultOpen />
    </Suspense>
  );
}
