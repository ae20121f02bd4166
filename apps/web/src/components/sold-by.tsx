/** Who sold a line, under its name everywhere it is listed (issue 41): "India Gate · Malwa Wholesale". */
export function SoldBy({ brand, supplier }: { brand: string; supplier: string | undefined }) {
  const text = [brand, supplier].filter(Boolean).join(' · ');
  return text ? <span className="block text-xs text-stone-500">{text}</span> : null;
}
