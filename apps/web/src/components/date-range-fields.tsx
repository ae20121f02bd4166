import { TextField } from '@app/ui/field';

/** A list filter's first and last day (YYYY-MM-DD, in the address); a reversed range is shown, never sent. */
export function DateRangeFields({
  from,
  to,
  onChange,
  labels = ['From', 'To'],
}: {
  from?: string;
  to?: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  labels?: [string, string];
}) {
  return (
    <>
      <TextField
        label={labels[0]}
        type="date"
        value={from ?? ''}
        max={to}
        onChange={(e) => onChange({ from: e.target.value || undefined })}
      />
      <TextField
        label={labels[1]}
        type="date"
        value={to ?? ''}
        min={from}
        error={isReversed(from, to) ? 'The start date must not be after the end date' : undefined}
        onChange={(e) => onChange({ to: e.target.value || undefined })}
      />
    </>
  );
}

export const isReversed = (from?: string, to?: string) => !!from && !!to && from > to;
