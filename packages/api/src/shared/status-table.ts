/**
 * The shape every status table has (orders/status.ts, delivery/state.ts, settlements/status.ts):
 * one row per value, keyed by every value of its enum, with its badge tone and, per actor, the
 * statuses that actor may move it to. A status nobody may move on from is final; the others are
 * active. How a status reads is the message catalogues' business: one key per value.
 */
export type StatusTone = 'amber' | 'blue' | 'violet' | 'green' | 'red';

export interface StatusRow<S extends string, A extends string> {
  tone: StatusTone;
  moves: Readonly<Record<A, readonly S[]>>;
}

export type StatusTable<S extends string, A extends string> = Readonly<Record<S, StatusRow<S, A>>>;

export const isFinalIn = <S extends string, A extends string>(table: StatusTable<S, A>, s: S) =>
  Object.values<readonly S[]>(table[s].moves).every((to) => to.length === 0);

export const canMoveIn = <S extends string, A extends string>(
  table: StatusTable<S, A>,
  actor: A,
  from: S,
  to: S,
) => table[from].moves[actor].includes(to);

/** The table's values, in the order its rows are written (lists and filters show them so). */
export const valuesOf = <S extends string>(table: Readonly<Record<S, unknown>>) => Object.keys(table) as S[];
