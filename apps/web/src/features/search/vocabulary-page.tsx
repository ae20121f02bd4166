import { TERM_KINDS } from '@app/api/enums';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Languages, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { when } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import { serverPages, useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import vocabulary from '../../locales/compiled/vocabulary.ts';
import { type Concept, nameOf } from './concept.ts';

const PAGE_SIZE = 25;
const col = createColumnHelper<Concept>();
// The list comes in key order from the server: no column offers to sort it.
// The form (and the contract's validation it runs) loads when opened, not with the list.
const ConceptDialog = lazy(() => import('./concept-dialog.tsx').then((m) => ({ default: m.ConceptDialog })));

/** A concept's names as chips, a line per kind (English, Hindi, romanised, regional). */
function Names({ terms }: { terms: Concept['terms'] }) {
  const { t } = useT(vocabulary);
  return (
    <dl className="flex min-w-56 flex-col gap-1.5">
      {TERM_KINDS.map((kind) => {
        const names = terms.filter((n) => n.kind === kind);
        if (names.length === 0) return null;
        return (
          <div key={kind} className="flex flex-wrap items-baseline gap-1">
            <dt className="mr-1 text-xs font-semibold text-stone-500">{t('vocabulary.kind', { kind })}</dt>
            {names.map((n) => (
              <dd
                key={n.term}
                lang={kind === 'hi' ? 'hi' : undefined}
                className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800"
              >
                {n.term}
              </dd>
            ))}
          </div>
        );
      })}
    </dl>
  );
}

export function VocabularyPage() {
  const { t } = useT(vocabulary);
  const utils = trpc.useUtils();
  const url = useSearch({ from: '/admin/vocabulary' });
  const set = useSetSearch<typeof url>();
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const page = url.page ?? 1;
  const categories = trpc.catalog.categories.list.useQuery(undefined, { staleTime: 300_000 });
  const list = trpc.search.vocabulary.list.useQuery(
    {
      search: box.term,
      category: url.category,
      page,
      page_size: PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );
  const [editing, setEditing] = useState<Concept | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Concept | null>(null);
  const remove = trpc.search.vocabulary.remove.useMutation({
    onSuccess: () => {
      toast.success(t('vocabulary.deleted', { name: deleting ? nameOf(deleting) : '' }));
      setDeleting(null);
      utils.search.vocabulary.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('vocabulary.deleteFailed'))),
  });
  const columns = [
    col.accessor('key', {
      header: t('vocabulary.thing'),
      enableSorting: false,
      cell: (c) => <span className="font-medium text-stone-900">{nameOf(c.row.original)}</span>,
    }),
    col.accessor('category', { header: t('vocabulary.category'), enableSorting: false }),
    col.accessor('terms', {
      header: t('vocabulary.names'),
      enableSorting: false,
      cell: (c) => <Names terms={c.getValue()} />,
    }),
    col.accessor('updated_at', {
      header: t('vocabulary.updated'),
      enableSorting: false,
      cell: (c) => <span className="whitespace-nowrap">{when(c.getValue())}</span>,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('vocabulary.actions')}</span>,
      cell: (c) => {
        const name = nameOf(c.row.original);
        return (
          <span className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(c.row.original)}
              aria-label={t('vocabulary.editName', { name })}
            >
              {t('vocabulary.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => setDeleting(c.row.original)}
              aria-label={t('vocabulary.deleteName', { name })}
            >
              {t('vocabulary.delete')}
            </Button>
          </span>
        );
      },
    }),
  ];
  return (
    <>
      <PageHeader
        title={t('vocabulary.title')}
        description={t('vocabulary.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('vocabulary.add')}
          </Button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t('vocabulary.searchLabel')}
          type="search"
          placeholder={t('vocabulary.searchPlaceholder')}
          value={box.value}
          onChange={(e) => box.onChange(e.target.value)}
          maxLength={100}
        />
        <SelectField
          label={t('vocabulary.category')}
          value={url.category ?? ''}
          onChange={(e) => set({ category: e.target.value })}
        >
          <option value="">{t('vocabulary.allCategories')}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={list} failed={t('vocabulary.failed')}>
        <DataTable
          caption={t('vocabulary.caption')}
          cards
          data={list.data?.items ?? []}
          columns={columns}
          getRowId={(r) => r.id}
          server={serverPages(list.data?.total ?? 0, page, PAGE_SIZE, (next) => set({ page: next }))}
          stale={list.isPlaceholderData}
          empty={
            <EmptyState icon={Languages} title={t('vocabulary.empty')}>
              {t('vocabulary.emptyHint')}
            </EmptyState>
          }
        />
      </QueryState>
      {editing && (
        <Suspense fallback={null}>
          <ConceptDialog
            concept={editing === 'new' ? null : editing}
            categories={categories.data?.map((c) => c.name) ?? []}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('vocabulary.deleteQ', { name: deleting ? nameOf(deleting) : '' })}
        message={t('vocabulary.deleteKeep', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t(remove.isPending ? 'vocabulary.deleting' : 'vocabulary.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}
