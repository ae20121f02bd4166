import { PageHeader } from '../../components/admin/page.tsx';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import people from '../../locales/compiled/people.ts';
import { SubAdminManager } from './sub-admin-manager.tsx';

export function SubAdminsPage() {
  const { t } = useT(people);
  const { client } = trpc.useUtils();
  return (
    <>
      <PageHeader title={t('people.sub.title')} description={t('people.sub.description')} />
      <SubAdminManager client={client} />
    </>
  );
}
