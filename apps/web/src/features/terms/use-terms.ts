import type { RouterInputs, RouterOutputs } from '@app/api';
import { trpc } from '../../lib/trpc.ts';

export type Terms = RouterOutputs['terms']['mine']['items'][number];
export type TermsFields = RouterInputs['terms']['set'];

/** The supplier's own terms, or with `supplierId` a supplier's as staff see and override them. */
export function useTerms(supplierId?: string) {
  const utils = trpc.useUtils();
  const mine = trpc.terms.mine.useQuery(undefined, { enabled: !supplierId });
  const theirs = trpc.terms.staff.list.useQuery({ supplier_id: supplierId ?? '' }, { enabled: !!supplierId });
  const onSuccess = () =>
    supplierId
      ? utils.terms.staff.list.invalidate({ supplier_id: supplierId })
      : utils.terms.mine.invalidate();
  const set = trpc.terms.set.useMutation({ onSuccess });
  const remove = trpc.terms.remove.useMutation({ onSuccess });
  const staffSet = trpc.terms.staff.set.useMutation({ onSuccess });
  const staffRemove = trpc.terms.staff.remove.useMutation({ onSuccess });
  return {
    list: supplierId ? theirs : mine,
    save: (fields: TermsFields) =>
      supplierId ? staffSet.mutateAsync({ supplier_id: supplierId, ...fields }) : set.mutateAsync(fields),
    remove: (city_id: string) =>
      supplierId
        ? staffRemove.mutateAsync({ supplier_id: supplierId, city_id })
        : remove.mutateAsync({ city_id }),
    saving: set.isPending || staffSet.isPending,
    removing: remove.isPending || staffRemove.isPending,
  };
}
