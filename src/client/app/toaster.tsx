import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../features/auth/api/session.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Where toasts appear. Sonner (9 KB gzip) is not part of the app's entry script, and a signed-out
 * visitor of the landing page does not download it until they first press a key or the pointer:
 * nothing there raises a toast without an action of theirs. Everywhere else (another page, or a
 * signed-in user, whose alerts can toast on their own) it mounts at once. A toast raised before it
 * mounts is shown as soon as it does (sonner replays the active toasts to a new Toaster).
 */
export function AppToaster() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const [interacted, setInteracted] = useState(false);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (needed) return;
    const onInput = () => setInteracted(true);
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', onInput, options);
    window.addEventListener('keydown', onInput, options);
    return () => {
      window.removeEventListener('pointerdown', onInput, options);
      window.removeEventListener('keydown', onInput, options);
    };
  }, [needed]);
  useEffect(() => {
    if (interacted || user || pathname !== '/') setNeeded(true);
  }, [interacted, user, pathname]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton />
    </Suspense>
  );
}
