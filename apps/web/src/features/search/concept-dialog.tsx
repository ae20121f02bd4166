import { TERM_KINDS, type TermKind } from '@app/api/enums';
import { conceptInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { controlClass, SelectField, TextField } from '@app/ui/field';
import { Plus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { errorMessage, refusal, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import vocabulary from '../../locales/compiled/vocabulary.ts';
import { type Concept, nameOf } from './concept.ts';

/** A row of the names list; `uid` keeps React's rows apart and is dropped by the schema. */
interface Row {
  uid: number;
  term: string;
  kind: TermKind;
}

const DEVANAGARI = /[\u0900-\u097f]/;

/** Add a thing with its names, or change one; the list of names is edited in place. */
export function ConceptDialog({
  concept,
  categories,
  onClose,
}: {
  concept: Concept | null;
  /** The catalogue's category names. */
  categories: string[];
  onClose: () => void;
}) {
  const { t } = useT(vocabulary);
  const utils = trpc.useUtils();
  const namesId = useId();
  const initialRows: Row[] = (concept?.terms ?? [{ term: '', kind: 'en' as const }]).map((n, uid) => ({
    uid,
    ...n,
  }));
  const nextUid = useRef(initialRows.length);
  const form = useSchemaForm(conceptInput, {
    name: concept ? nameOf(concept) : '',
    category: concept?.category ?? '',
    terms: initialRows,
  });
  const rows = form.values.terms as Row[];
  const setRows = (next: Row[]) => form.set('terms', next);
  // The row whose input takes the focus when it next renders (one added, or the one after a removal).
  const focusUid = useRef<number | null>(null);
  const category = String(form.values.category);
  const choices = category && !categories.includes(category) ? [category, ...categories] : categories;

  const onSuccess = (c: Concept) => {
    toast.success(t(concept ? 'vocabulary.saved' : 'vocabulary.added', { name: nameOf(c) }));
    utils.search.vocabulary.list.invalidate();
    onClose();
  };
  // The dialog stays open with everything typed; the field at fault says why.
  const onError = (e: unknown) => {
    const message = errorMessage(e, t('vocabulary.saveFailed'));
    const code = refusal(e).code;
    form.setErrors({
      ...serverFieldErrors(e),
      ...(code === 'concept_exists' ? { name: message } : code === 'no_terms' ? { terms: message } : {}),
    });
    toast.error(message);
  };
  const create = trpc.search.vocabulary.create.useMutation({ onSuccess, onError });
  const update = trpc.search.vocabulary.update.useMutation({ onSuccess, onError });
  const busy = create.isPending || update.isPending;
  const termsError = form.error('terms');

  return (
    <Dialog
      open
      onClose={onClose}
      title={concept ? t('vocabulary.editName', { name: nameOf(concept) }) : t('vocabulary.addTitle')}
      className="max-w-2xl"
    >
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (!data) return;
          if (concept) update.mutate({ ...data, id: concept.id });
          else create.mutate(data);
        }}
      >
        <TextField
          label={t('vocabulary.name')}
          hint={t('vocabulary.nameHint')}
          required
          maxLength={60}
          {...form.text('name')}
        />
        <SelectField label={t('vocabulary.category')} {...form.text('category')}>
          <option value="">{t('vocabulary.noCategory')}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={`${namesId}-hint`}>
          <legend className="text-sm font-medium text-stone-800">{t('vocabulary.namesLegend')}</legend>
          <p id={`${namesId}-hint`} className="text-xs text-stone-500">
            {t('vocabulary.namesHint')}
          </p>
          <ol className="flex flex-col gap-2">
            {rows.map((r, i) => {
              const n = i + 1;
              const change = (patch: Partial<Row>) =>
                setRows(rows.map((x) => (x.uid === r.uid ? { ...x, ...patch } : x)));
              return (
                <li
                  key={r.uid}
                  className="grid grid-cols-[minmax(0,1fr)_7.75rem_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_auto]"
                >
                  <input
                    ref={(el) => {
                      if (el && focusUid.current === r.uid) {
                        el.focus();
                        focusUid.current = null;
                      }
                    }}
                    aria-label={t('vocabulary.term', { n })}
                    aria-invalid={termsError && !r.term.trim() ? true : undefined}
                    className={`${controlClass} h-11`}
                    value={r.term}
                    maxLength={60}
                    lang={r.kind === 'hi' ? 'hi' : undefined}
                    onChange={(e) => {
                      const term = e.target.value;
                      change(DEVANAGARI.test(term) ? { term, kind: 'hi' } : { term });
                    }}
                  />
                  <select
                    aria-label={t('vocabulary.termKind', { n })}
                    className={`${controlClass} h-11`}
                    value={r.kind}
                    onChange={(e) => change({ kind: e.target.value as TermKind })}
                  >
                    {TERM_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t('vocabulary.kind', { kind })}
                      </option>
                    ))}
                  </select>
                  <Button
                    variant="ghost"
                    className="px-2.5"
                    aria-label={t('vocabulary.removeTerm', { n })}
                    disabled={rows.length === 1}
                    onClick={() => {
                      focusUid.current = (rows[i + 1] ?? rows[i - 1])?.uid ?? null;
                      setRows(rows.filter((x) => x.uid !== r.uid));
                    }}
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                </li>
              );
            })}
          </ol>
          {termsError && (
            <p className="text-xs font-medium text-red-700" role="alert">
              {termsError}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => {
              const uid = nextUid.current++;
              focusUid.current = uid;
              setRows([...rows, { uid, term: '', kind: 'latin' }]);
            }}
          >
            <Plus aria-hidden className="size-4" />
            {t('vocabulary.addTerm')}
          </Button>
        </fieldset>
        <div className="flex justify-end gap-2 pt-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            {t('vocabulary.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t(busy ? 'vocabulary.saving' : 'vocabulary.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
