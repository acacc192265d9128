import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { useSignOut } from '../features/auth/api/auth-actions.ts';
import { useSession } from '../features/auth/api/session.ts';
import { cn } from '../lib/cn.ts';
import { toast } from '../lib/toast.ts';
import { useErrorMessage } from '../lib/use-error-message.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { navLinks } from './nav-links.ts';

export function SiteHeader() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();

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
      'rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
      isActive ? 'text-primary' : 'text-muted-foreground',
    );

  const items = (
    <>
      {links.map((l) => (
        <NavLink key={l.to} to={l.to} end={l.to === '/'} className={linkClass} onClick={() => setOpen(false)}>
          {t(l.labelKey)}
        </NavLink>
      ))}
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
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 font-bold text-primary"
          aria-label={t('nav.homeAria')}
        >
          <Logo />
          <span className="text-lg">Scout</span>
        </Link>
        <nav aria-label={t('nav.main')} className="ml-auto hidden items-center gap-1 lg:flex">
          {items}
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <LanguageSwitcher />
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-nav"
          aria-label={t('nav.main')}
          className="flex flex-col gap-1 border-t px-4 py-3 lg:hidden"
        >
          {items}
        </nav>
      )}
    </header>
  );
}
