import { Spinner } from '@app/ui/spinner';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CustomerHeader } from '../../components/customer-header.tsx';
import { SupplierHeader } from '../../components/supplier-header.tsx';
import { ApiKeysPage } from '../../features/keys/api-keys-page.tsx';
import { requireRole } from '../../lib/guards.ts';
import { session } from '../../lib/session.ts';

// One screen in each portal's frame (every route costs the landing page's entry a little). Staff's
// frame, with the sidebar's icons, loads only for staff (cached from their other screens).
const AdminShell = lazy(() =>
  import('../../components/admin/admin-shell.tsx').then((m) => ({ default: m.AdminShell })),
);

export const Route = createFileRoute('/_authed/api-keys')({
  beforeLoad: requireRole('customer', 'supplier', 'admin', 'sub_admin'),
  component: ApiKeysScreen,
});

function ApiKeysScreen() {
  const type = session.user()?.user_type;
  if (type === 'admin' || type === 'sub_admin')
    return (
      <Suspense fallback={<Spinner />}>
        <AdminShell>
          <ApiKeysPage />
        </AdminShell>
      </Suspense>
    );
  return (
    <div className="min-h-dvh">
      {type === 'supplier' ? <SupplierHeader /> : <CustomerHeader />}
      <ApiKeysPage />
    </div>
  );
}
