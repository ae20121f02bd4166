import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../features/audit/audit-log-page.tsx';
import { AUDIT_ENTITIES } from '../../features/audit/entities.ts';
import { requireAccess } from '../../lib/guards.ts';
import { listSearch, oneOf } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/audit-log')({
  beforeLoad: requireAccess('super'),
  validateSearch: listSearch({ entity: oneOf(AUDIT_ENTITIES) }),
  component: AuditLogPage,
});
