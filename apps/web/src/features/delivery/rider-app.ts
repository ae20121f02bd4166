import { useEffect } from 'react';
import { toast } from 'sonner';
import { translate } from '../../lib/i18n.ts';

/**
 * Makes /delivery an installable app (decision 0067): the manifest link and the service worker
 * are added here, by the rider's screen only, so no other page of the site carries either and
 * the worker (scope /delivery) never controls another role's page. A worker of a new deploy
 * waits until the rider chooses to reload.
 */
export function useRiderApp() {
  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/manifest.webmanifest';
      document.head.append(link);
    }
    // Under `vite` (development) there is no rider-sw.js: the registration fails quietly.
    if (!('serviceWorker' in navigator)) return;
    const sw = navigator.serviceWorker;
    let reloadAsked = false;
    const offer = (waiting: ServiceWorker) =>
      // The portal, which alone uses this hook, has registered the rider's messages.
      toast(translate('rider.update'), {
        id: 'rider-update',
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: translate('rider.reload'),
          onClick: () => {
            reloadAsked = true;
            waiting.postMessage('skip-waiting');
          },
        },
      });
    const onControllerChange = () => {
      if (reloadAsked) window.location.reload();
    };
    sw.addEventListener('controllerchange', onControllerChange);
    sw.register('/rider-sw.js', { scope: '/delivery' })
      .then((reg) => {
        if (reg.waiting && sw.controller) offer(reg.waiting);
        reg.addEventListener('updatefound', () => {
          const next = reg.installing;
          next?.addEventListener('statechange', () => {
            // The first install has nothing to replace; only a worker that replaces one is offered.
            if (next.state === 'installed' && sw.controller) offer(next);
          });
        });
      })
      .catch(() => {
        // Without a worker the portal still works online; there is nothing for the rider to do.
      });
    return () => sw.removeEventListener('controllerchange', onControllerChange);
  }, []);
}
