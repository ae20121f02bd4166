import { Button } from '@app/ui/button';
import { useT } from '../lib/i18n.ts';
import errorPage from '../locales/compiled/error-page.ts';
import { AlertIcon } from './icon-frame.tsx';

/** Spec: shown on an unexpected rendering error. */
export function ErrorFallback() {
  const { t } = useT(errorPage);
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-50 p-6">
      <div
        className="max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm"
        role="alert"
      >
        <AlertIcon className="mx-auto mb-3 size-12 text-amber-500" />
        <h1 className="text-2xl font-bold">{t('errorPage.errorTitle')}</h1>
        <p className="mt-2 text-stone-600">{t('errorPage.errorText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
          <Button variant="secondary" onClick={() => window.history.back()}>
            {t('errorPage.back')}
          </Button>
        </div>
        <p className="mt-6 text-sm text-stone-500">{t('errorPage.support')}</p>
      </div>
    </main>
  );
}
