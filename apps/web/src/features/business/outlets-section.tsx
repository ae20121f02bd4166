import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import business from '../../locales/compiled/business.ts';
import { OutletDialog } from './outlet-dialog.tsx';

export type Business = RouterOutputs['business']['byId'];
export type Outlet = Business['outlets'][number];

/** The outlets the person reaches; the owner adds and edits them. */
export function OutletsSection({ business: b, owner }: { business: Business; owner: boolean }) {
  const { t } = useT(business);
  // null: closed; 'new': adding; an outlet: editing it.
  const [editing, setEditing] = useState<Outlet | 'new' | null>(null);
  return (
    <section aria-labelledby="outlets-title" className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="outlets-title" className="text-lg font-semibold">
          {t('business.outlets')}
        </h3>
        {owner && <Button onClick={() => setEditing('new')}>{t('business.addOutlet')}</Button>}
      </header>
      <ul className="grid gap-3 sm:grid-cols-2">
        {b.outlets.map((o) => (
          <li key={o.id}>
            <Card className="flex h-full flex-col gap-1 p-4">
              <div className="flex items-start justify-between gap-2">
                <h4 className="min-w-0 font-semibold break-words">{o.name}</h4>
                {owner && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${t('business.editOutlet')}: ${o.name}`}
                    onClick={() => setEditing(o)}
                  >
                    {t('business.editOutlet')}
                  </Button>
                )}
              </div>
              <p className="text-sm break-words whitespace-pre-line text-stone-700">{o.address}</p>
              <p className="text-sm text-stone-600">{[o.city_name, o.state].filter(Boolean).join(', ')}</p>
              <p className="font-mono text-xs text-stone-600">
                {t('business.gstin')}: {o.gstin ?? t('business.noGstin')}
              </p>
              {o.fssai_number && (
                <p className="font-mono text-xs text-stone-600">
                  {t('business.fssai')}: {o.fssai_number}
                </p>
              )}
            </Card>
          </li>
        ))}
      </ul>
      {editing && (
        <OutletDialog
          businessId={b.id}
          outlet={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
