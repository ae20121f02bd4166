import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Spinner } from '@app/ui/spinner';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import admin from '../../locales/compiled/admin.ts';

/** Title, one line of context, and the screen's main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** Loading and error states of a screen's main query (spec fixed messages as `failed`). */
export function QueryState({
  query,
  failed,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  failed: string;
  children: ReactNode;
}) {
  const { t } = useT(admin);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
      >
        <p className="font-medium text-red-800">{failed}</p>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          {t('admin.tryAgain')}
        </Button>
      </div>
    );
  return <>{children}</>;
}

/** A titled card on a report screen. */
export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`p-4 ${className ?? ''}`}>
      <h2 className="mb-3 font-semibold text-stone-900">{title}</h2>
      {children}
    </Card>
  );
}
