import { TextAreaField } from '@app/ui/field';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';

/** The reason staff give for rejecting listings, one or many: required, kept while the dialog is open. */
export function useRejectReason() {
  const { t } = useT(staffCatalog);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  return {
    reset() {
      setReason('');
      setError('');
    },
    /** The reason typed, or null when there is none (the field then says it is needed). */
    take() {
      const why = reason.trim();
      if (!why) setError(t('staffCatalog.reasonRequired'));
      return why || null;
    },
    field: (
      <TextAreaField
        className="mt-3"
        label={t('staffCatalog.reason')}
        maxLength={500}
        value={reason}
        error={error || undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setError('');
        }}
      />
    ),
  };
}
