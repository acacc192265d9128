import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast, toastRequested } from '../lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Where toasts appear. Sonner (9 KB gzip) is in no page's first download: the Toaster mounts when
 * the first toast is raised (src/client/lib/toast.ts), and shows it as soon as it does (sonner
 * replays the active toasts to a Toaster that subscribes after they were raised).
 */
export function AppToaster() {
  const [needed, setNeeded] = useState(toastRequested);

  useEffect(() => {
    if (needed) return;
    if (toastRequested()) setNeeded(true);
    return onFirstToast(() => setNeeded(true));
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton />
    </Suspense>
  );
}
