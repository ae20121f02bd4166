import { PageHeader } from '../../components/admin/page.tsx';
import { trpc } from '../../lib/trpc.ts';
import { SubAdminManager } from './sub-admin-manager.tsx';

export function SubAdminsPage() {
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
