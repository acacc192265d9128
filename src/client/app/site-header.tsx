import { LifeBuoy, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { openSupportChat } from '../features/ai/support-chat-opener.ts';
import { useSignOut } from '../features/auth/api/auth-actions.ts';
import { useSession } from '../features/auth/api/session.ts';
import { cn } from '../lib/cn.ts';
import { toast } from '../lib/toast.ts';
import { useErrorMessage } from '../lib/use-error-message.ts';
import { useFitsInRow } from '../lib/use-fits-in-row.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { navLinks } from './nav-links.ts';

const COLLAPSED = 'invisible absolute h-0 w-0 overflow-hidden';

export function SiteHeader() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const row = useRef<HTMLDivElement>(null);
  const inlineItems = useRef<HTMLDivElement>(null);
  // The links stay in the row while they fit beside the logo and the language button, in any
  // language and for any set of links; otherwise they go behind the menu button.
  const measured = useFitsInRow(row, inlineItems);
  useEffect(() => {
    if (measured) setOpen(false);
  }, [measured]);
  // Not measured yet (the server's HTML, ADR 187): a signed-in seller's links (8 or more) do not fit
  // beside the logo below ≈ 1,280 px in English and at no width in French, so they start behind the
  // menu; a visitor's few links start in the row (a width rule below stands in for the measure).
  const inline = measured ?? (user ? false : null);

  const links = navLinks.filter(
    (l) => l.when === 'always' || (!isLoading && (l.when === 'signed-in' ? !!user : !user)),
  );
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('auth.signedOut'));
        navigate('/');
      },
      onError: (e) => toast.error(errorMessage(e)),
    });

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
      isActive ? 'text-primary' : 'text-muted-foreground',
    );

  const items = (
    <>
      {links.map((l) => (
        <NavLink key={l.to} to={l.to} end={l.to === '/'} className={linkClass} onClick={() => setOpen(false)}>
          {t(l.labelKey)}
        </NavLink>
      ))}
      {/* The support chat, always reachable here: its floating button steps aside over content. */}
      <Button
        variant="ghost"
        size="sm"
        className="text-muted-foreground"
        aria-haspopup="dialog"
        aria-label={t('nav.helpAria')}
        onClick={() => {
          setOpen(false);
          openSupportChat();
        }}
      >
        <LifeBuoy />
        {t('nav.help')}
      </Button>
      {!isLoading && !user && (
        <Link to="/auth" className={buttonVariants({ size: 'sm' })} onClick={() => setOpen(false)}>
          {t('nav.signIn')}
        </Link>
      )}
      {user && (
        <Button variant="ghost" size="sm" onClick={onSignOut} disabled={signOut.isPending}>
          <LogOut />
          {t('nav.signOut')}
        </Button>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
      <div ref={row} className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 font-bold text-primary"
          aria-label={t('nav.homeAria')}
        >
          <Logo />
          <span className="text-lg">Scout</span>
        </Link>
        {/* Kept in the page while collapsed (invisible, inert, no width) so its width is known. */}
        <nav
          aria-label={t('nav.main')}
          aria-hidden={inline === false || undefined}
          inert={inline === false}
          className={cn(
            'ml-auto',
            inline === false && COLLAPSED,
            // Not measured yet (the server's HTML): collapsed on narrow screens, where it cannot fit.
            inline === null &&
              'max-sm:invisible max-sm:absolute max-sm:h-0 max-sm:w-0 max-sm:overflow-hidden',
          )}
        >
          <div ref={inlineItems} className="flex w-max items-center gap-1">
            {items}
          </div>
        </nav>
        <div
          className={cn(
            'flex shrink-0 items-center gap-1',
            inline === false && 'ml-auto',
            inline === null && 'max-sm:ml-auto',
          )}
        >
          <LanguageSwitcher />
          {inline !== true && (
            <Button
              variant="ghost"
              size="icon"
              className={cn(inline === null && 'sm:hidden')}
              aria-expanded={open}
              aria-controls="mobile-nav"
              aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <X /> : <Menu />}
            </Button>
          )}
        </div>
      </div>
      {open && inline === false && (
        <nav id="mobile-nav" aria-label={t('nav.main')} className="flex flex-col gap-1 border-t px-4 py-3">
          {items}
        </nav>
      )}
    </header>
  );
}
