import { Button } from '@app/ui/button';
import { AlertIcon } from './line-icons.tsx';

/** Spec: shown on an unexpected rendering error. */
export function ErrorFallback() {
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-50 p-6">
      <div
        className="max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm"
        role="alert"
      >
        <AlertIcon className="mx-auto mb-3 size-12 text-amber-500" />
        <h1 className="text-2xl font-bold">Oops! Something went wrong</h1>
        <p className="mt-2 text-stone-600">
          We encountered an unexpected error. Don't worry, your data is safe.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <Button variant="secondary" onClick={() => window.history.back()}>
            Go Back
          </Button>
        </div>
        <p className="mt-6 text-sm text-stone-500">If this problem persists, please contact support.</p>
      </div>
    </main>
  );
}
