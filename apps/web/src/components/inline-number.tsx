import { Button } from '@app/ui/button';
import { controlClass } from '@app/ui/field';
import { type FormEvent, useId, useState } from 'react';

/**
 * A number edited in a table row and saved on its own (Enter or Save): what was typed stays in the
 * box until the server takes it, and a refusal shows under the box, so nothing typed is lost.
 */
export function InlineNumber({
  value,
  label,
  saveLabel,
  saveName,
  invalidText,
  decimals,
  suffix,
  onSave,
}: {
  value: number;
  /** The box's accessible name, naming the row (e.g. "Stock of Basmati rice"). */
  label: string;
  saveLabel: string;
  /** The Save button's accessible name, naming the row. */
  saveName: string;
  /** Shown when the box does not hold a number. */
  invalidText: string;
  /** 0 for whole numbers: the phone shows a keypad without a decimal point. */
  decimals: number;
  suffix?: string;
  /** Resolves when saved; rejects with the sentence to show. */
  onSave: (value: number) => Promise<unknown>;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const shown = typed ?? String(value);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (typed === null || busy) return;
    const n = Number(typed.trim());
    // Only "is it a number" here: the server's rules (and sentences) decide the rest.
    if (typed.trim() === '' || !Number.isFinite(n)) return setError(invalidText);
    setBusy(true);
    try {
      await onSave(n);
      setTyped(null);
      setError('');
    } catch (err) {
      setError(err instanceof Error ? err.message : invalidText);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col items-end gap-1">
      <span className="flex items-center gap-1.5">
        <input
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${controlClass} h-9 max-w-28 text-right tabular-nums`}
          type="text"
          inputMode={decimals ? 'decimal' : 'numeric'}
          value={shown}
          onChange={(e) => {
            setTyped(e.target.value);
            setError('');
          }}
        />
        {suffix && <span className="text-xs text-stone-600">{suffix}</span>}
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          busy={busy || undefined}
          disabled={typed === null}
          aria-label={saveName}
        >
          {saveLabel}
        </Button>
      </span>
      {error && (
        <p id={`${id}-error`} role="alert" className="max-w-56 text-right text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
