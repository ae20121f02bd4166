/** Series colours for charts: brand green first, then distinguishable hues (colour-blind friendly order). */
export const CHART_COLORS = [
  '#15803d',
  '#0369a1',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#0f766e',
  '#4d7c0f',
  '#a16207',
];

const grouped = new Intl.NumberFormat('en-IN');
/** A figure with Indian digit grouping (1,23,456), the charts' default label. */
export const indianNumber = (v: number) => grouped.format(v);
