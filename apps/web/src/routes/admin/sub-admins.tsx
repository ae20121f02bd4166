import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../features/admin/access.ts';
import { PageHeader } from '../../features/admin/page.tsx';
import { SubAdminManager } from '../../features/admin/sub-admins/sub-admin-manager.tsx';
import { trpc } from '../../lib/trpc.ts';

export const Route = createFileRoute('/admin/sub-admins')({
  beforeLoad: requireAccess('super'),
  component: SubAdminsPage,
});

function SubAdminsPage() {
  const { client } = trpc.useUtils();
  return (
    <>
      <PageHeader
        title="Sub-admin Management"
        description="City administrators and what each may do. Changes apply on their next request."
      />
      <SubAdminManager client={client} />
    </>
  );
}
