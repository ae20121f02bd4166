import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SupplierHeader } from '../../components/supplier-header.tsx';
import { requireRole } from '../../lib/guards.ts';

export const Route = createFileRoute('/_authed/supplier')({
  beforeLoad: requireRole('supplier'),
  component: SupplierFrame,
});

function SupplierFrame() {
  return (
    <>
      <SupplierHeader />
      <Outlet />
    </>
  );
}
