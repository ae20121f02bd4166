import type { SoldBy } from '@app/api/enums';

/** A cart, list or order line, by how its listing is sold. */
interface Line {
  sold_by: SoldBy;
  unit: string;
}

export const byPack = (l: { sold_by: SoldBy }) => l.sold_by === 'pack';

/** 'Basmati Rice (5kg)', or the bare name of a listing sold by weight or volume. */
export const lineName = (name: string, line: Line) => (byPack(line) ? `${name} (${line.unit})` : name);

/** Packs count one by one; a line sold by weight or volume counts once (as the cart's `count`). */
export const unitCount = (lines: readonly { sold_by: SoldBy; quantity: number }[]) =>
  lines.reduce((n, l) => n + (byPack(l) ? l.quantity : 1), 0);
