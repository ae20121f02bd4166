import type { SoldBy } from '@app/api/enums';
import { byPack } from '../lib/lines.ts';

/** A pack's size after its name, ' (5kg)'; none for weight or volume, whose quantity says it. */
export function PackUnit({ line }: { line: { sold_by: SoldBy; unit: string } }) {
  return byPack(line) ? <span className="text-stone-500"> ({line.unit})</span> : null;
}
