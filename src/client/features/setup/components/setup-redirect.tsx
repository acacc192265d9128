import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAdminUser, useSession } from '#client/features/auth/index.ts';
import { useSetupStatus } from '../api/setup.ts';

const SEEN_KEY = 'scout.setupSeen';

/** The setup page was shown in this browser: the administrator is not taken there again. */
export function markSetupSeen() {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage refused (private mode): the page may be shown once more, nothing else.
  }
}

const seen = () => {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return true;
  }
};

/**
 * On every page: an administrator whose server is not fully set up is taken once to /admin/setup
 * (the first admin after signing up on a fresh install); afterwards the admin console links to it.
 * An administrator who opened an admin page on purpose stays there: its top links to the setup.
 */
export function SetupRedirect() {
  const { user } = useSession();
  const admin = isAdminUser(user);
  const first = admin && !seen();
  const status = useSetupStatus(first);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!first || !status.data) return;
    markSetupSeen();
    if (!status.data.complete && !pathname.startsWith('/admin')) navigate('/admin/setup');
  }, [first, status.data, pathname, navigate]);
  return null;
}
