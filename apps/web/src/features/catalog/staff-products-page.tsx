import { isSuperAdmin } from '@app/api/access';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Package, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { CityFilter } from '../../components/admin/city-filter.tsx';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { Pager } from '../../components/pager.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { listingPrice } from './listing-price.ts';
import type { StaffProduct } from './staff-product-dialog.tsx';
import { stockLevel } from './staff-stock.ts';
import { STOCK_TONE } from './stock-tone.ts';

const ItemMergeSection = lazy(() =>
  import('./item-merge-section.tsx').then((m) => ({ default: m.ItemMergeSection })),
);
// The add/edit form (with the product fields) loads when opened: the page's messages took its room.
const ProductDialog = lazy(() =>
  import('./staff-product-dialog.tsx').then((m) => ({ default: m.ProductDialog })),
);

const PAGE_SIZE = 24;
const APPROVAL_TONE = { approved: 'green', pending: 'amber', rejected: 'red' } as const;

export function ProductsPage() {
  const { t } = useT(staffCatalog);
  const user = session.user();
  const utils = trpc.useUtils();
  const url = useSearch({ from: '/admin/products' });
  const set = useSetSearch<typeof url>();
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const page = url.page ?? 1;
  const status = url.status ?? 'all';
  const list = trpc.catalog.staff.list.useQuery(
    { search: box.term, city_id: url.city, status, page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const [editing, setEditing] = useState<StaffProduct | 'new' | null>(null);
  const [grouping, setGrouping] = useState(false);
  const [toggling, setToggling] = useState<StaffProduct | null>(null);
  const [deleting, setDeleting] = useState<StaffProduct | null>(null);
  const refresh = () => {
    utils.catalog.staff.list.invalidate();
    utils.catalog.inventory.list.invalidate();
  };
  const update = trpc.catalog.staff.update.useMutation({
    onSuccess: (p) => {
      toast.success(t(p.is_active ? 'staffCatalog.activated' : 'staffCatalog.deactivated'));
      setToggling(null);
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, t('staffCatalog.updateFailed'))),
  });
  const remove = trpc.catalog.staff.remove.useMutation({
    onSuccess: () => {
      toast.success(t('staffCatalog.deleted'));
      setDeleting(null);
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, t('staffCatalog.deleteFailed'))),
  });
  const lockedCityId = isSuperAdmin(user) ? null : (user?.city_id ?? null);

  return (
    <>
      <PageHeader
        title={t('staffCatalog.manageTitle')}
        description={
          lockedCityId
            ? t('staffCatalog.listedFor', { city: user?.city_name ?? '' })
            : t('staffCatalog.everyProduct')
        }
        actions={
          <>
            <Button variant="secondary" aria-expanded={grouping} onClick={() => setGrouping(!grouping)}>
              {t('staffCatalog.groupListings')}
            </Button>
            <Button onClick={() => setEditing('new')}>{t('staffCatalog.addProduct')}</Button>
          </>
        }
      />
      {grouping && (
        <Suspense fallback={<Spinner />}>
          <ItemMergeSection />
        </Suspense>
      )}
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('staffCatalog.searchProducts')}
          type="search"
          placeholder={t('staffCatalog.productsPlaceholder')}
          value={box.value}
          onChange={(e) => box.onChange(e.target.value)}
        />
        <CityFilter value={url.city ?? ''} onChange={(city) => set({ city })} />
        <SelectField
          label={t('staffCatalog.status')}
          value={status}
          onChange={(e) => {
            const v = e.target.value as typeof status;
            set({ status: v === 'all' ? undefined : v });
          }}
        >
          <option value="all">{t('staffCatalog.allProducts')}</option>
          <option value="active">{t('staffCatalog.activeOnly')}</option>
          <option value="inactive">{t('staffCatalog.inactiveOnly')}</option>
        </SelectField>
      </div>
      <QueryState query={list} failed={t('staffCatalog.productsFailed')}>
        {list.data?.items.length === 0 ? (
          <EmptyState icon={Search} title={t('staffCatalog.noProducts')} />
        ) : (
          <ul
            className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {list.data?.items.map((p) => (
              <li key={p.id}>
                <Card className="flex h-full flex-col gap-3 p-4">
                  <div className="flex gap-3">
                    {p.image_url ? (
                      <img
                        src={p.image_url}
                        alt=""
                        className="size-16 shrink-0 rounded-lg bg-stone-100 object-contain"
                        loading="lazy"
                      />
                    ) : (
                      <div
                        className="grid size-16 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-400"
                        aria-hidden
                      >
                        <Package className="size-7" />
                      </div>
                    )}
                    <div className="min-w-0">
                      <h2 className="font-semibold text-stone-900">{p.name}</h2>
                      <p className="text-sm text-stone-600">
                        {p.brand ? `${p.brand} · ` : ''}
                        {translateSentence(p.category_name)}
                      </p>
                      <p className="text-sm text-stone-600">
                        {p.city_name} · {p.supplier_name}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-semibold">{listingPrice(p)}</span>
                    <Badge tone={STOCK_TONE[p.stock_label]}>
                      {t('staffCatalog.stockLabel', { level: stockLevel(p.stock_label) })} (
                      {quantityText(p.stock_quantity, p.sold_by)})
                    </Badge>
                    <Badge tone={APPROVAL_TONE[p.approval_status]}>
                      {t('staffCatalog.approval', { status: p.approval_status })}
                    </Badge>
                    <Badge tone={p.is_active ? 'blue' : 'neutral'}>
                      {t(p.is_active ? 'staffCatalog.active' : 'staffCatalog.inactive')}
                    </Badge>
                  </div>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(p)}
                      aria-label={t('staffCatalog.editName', { name: p.name })}
                    >
                      {t('staffCatalog.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setToggling(p)}
                      aria-label={t(
                        p.is_active ? 'staffCatalog.deactivateName' : 'staffCatalog.activateName',
                        {
                          name: p.name,
                        },
                      )}
                    >
                      {t(p.is_active ? 'staffCatalog.deactivate' : 'staffCatalog.activate')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      onClick={() => setDeleting(p)}
                      aria-label={t('staffCatalog.deleteName', { name: p.name })}
                    >
                      {t('staffCatalog.delete')}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPage={(p) => set({ page: p })}
        />
      </QueryState>
      {editing && (
        <Suspense fallback={null}>
          <ProductDialog
            product={editing === 'new' ? null : editing}
            lockedCityId={lockedCityId}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!toggling}
        title={t(toggling?.is_active ? 'staffCatalog.deactivateQ' : 'staffCatalog.activateQ')}
        message={t(toggling?.is_active ? 'staffCatalog.hiddenFrom' : 'staffCatalog.visibleAgain', {
          name: toggling?.name ?? '',
        })}
        tone={toggling?.is_active ? 'danger' : 'primary'}
        confirmLabel={t(toggling?.is_active ? 'staffCatalog.deactivate' : 'staffCatalog.activate')}
        busy={update.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() => {
          if (!toggling) return;
          const { id, is_active, ...p } = toggling;
          update.mutate({
            id,
            name: p.name,
            category_id: p.category_id,
            city_id: p.city_id,
            description: p.description,
            price: p.price,
            unit: p.unit,
            stock_quantity: p.stock_quantity,
            image_url: p.image_url,
            brand: p.brand,
            manufacturing_date: p.manufacturing_date,
            expiry_date: p.expiry_date,
            is_active: !is_active,
          });
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t('staffCatalog.deleteQ')}
        message={t('staffCatalog.deleteKeep', { name: deleting?.name ?? '' })}
        confirmLabel={t(remove.isPending ? 'staffCatalog.deleting' : 'staffCatalog.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}
