import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A setting folded under the line that says it (the substitutes and the messages settings): opened
 * with a tap or the keyboard, it shows the form once the saved value has loaded, or why it has not.
 */
export function FoldedSetting(props: {
  summary: ReactNode;
  saved: { isPending: boolean; isError: boolean; refetch: () => unknown };
  words: { loading: string; failed: string; retry: string };
  form: () => ReactNode;
}) {
  const { saved, words } = props;
  return (
    <Card className="mb-6 p-0">
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          {props.summary}
          <ChevronDown
            aria-hidden
            className="size-4 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="border-t border-stone-200 px-4 py-3">
          {saved.isPending ? (
            <p role="status" className="text-sm text-stone-600">
              {words.loading}
            </p>
          ) : saved.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {words.failed}{' '}
              <Button size="sm" variant="secondary" onClick={() => saved.refetch()}>
                {words.retry}
              </Button>
            </p>
          ) : (
            props.form()
          )}
        </div>
      </details>
    </Card>
  );
}
