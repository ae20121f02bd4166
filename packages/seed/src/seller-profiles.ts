import { GST_STATE_CODES, gstinCheckChar } from '@app/api/shared';
import { createRandom } from './random.ts';

export interface SellerSeed {
  id: string;
  email: string;
  username: string;
  company: string;
  city: { name: string; state: string };
  /** Sells food: keeps its FSSAI licence (decision 0055); others hold none. */
  food: boolean;
  fssaiNumber: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PREFIXES: Record<string, string> = { 'supplier@demo.supply': 'MEENA' };
const PIN_START: Record<string, string> = {
  Indore: '452',
  Bhopal: '462',
  Mumbai: '400',
  Pune: '411',
  Delhi: '110',
  Bengaluru: '560',
  Hyderabad: '500',
  Ahmedabad: '380',
  Jaipur: '302',
  Chennai: '600',
};

/**
 * A GSTIN as GSTN issues it: state code, the PAN of the business (its fourth letter C: a company,
 * its fifth the first letter of the name), entity number 1, Z, and the check character.
 */
function gstinFor(stateCode: string, name: string, r: ReturnType<typeof createRandom>) {
  const letter = () => LETTERS[r.int(0, 25)]!;
  const initial = /[A-Z]/.test(name[0]?.toUpperCase() ?? '') ? name[0]!.toUpperCase() : 'X';
  const pan = `${letter()}${letter()}${letter()}C${initial}${r.int(1000, 9999)}${letter()}`;
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
}

/** "Malwa Wholesale Pune" → MALPU; a clash takes a digit at the end instead. */
function prefixFor(s: SellerSeed, used: Set<string>) {
  const word =
    s.company
      .toUpperCase()
      .replace(/[^A-Z ]/g, '')
      .split(' ')[0] ?? 'S';
  const city = s.city.name.toUpperCase().replace(/[^A-Z]/g, '');
  let prefix = PREFIXES[s.email] ?? `${word.slice(0, 3)}${city.slice(0, 2)}`;
  for (let n = 2; used.has(prefix); n++) prefix = `${prefix.slice(0, 4)}${n}`;
  used.add(prefix);
  return prefix;
}

/**
 * Demo suppliers as sellers: state from their city, legal name, place of business, a GSTIN for
 * most (one in six is a small unregistered seller, named as its proprietor), an FSSAI licence only
 * for those selling food, and unique invoice prefixes. Its own random stream, so the catalogue and
 * orders seeded from the main one stay as they were.
 */
export function sellerProfiles(sellers: SellerSeed[]) {
  const r = createRandom(18_2026);
  const used = new Set<string>();
  return new Map(
    sellers.map((s, i) => {
      const registered = i % 6 !== 5;
      const code = GST_STATE_CODES[s.city.state]!;
      const pin = `${PIN_START[s.city.name] ?? '400'}${String(r.int(1, 99)).padStart(3, '0')}`;
      return [
        s.id,
        {
          legalName: registered ? `${s.company} Pvt Ltd` : `${s.username} (proprietor of ${s.company})`,
          businessAddress: `${r.int(1, 220)}, ${r.pick(['Siyaganj', 'Loha Mandi', 'Transport Nagar', 'Wholesale Market', 'Industrial Estate'])}, ${s.city.name}, ${s.city.state} ${pin}`,
          state: s.city.state,
          gstin: registered ? gstinFor(code, s.company, r) : null,
          fssaiNumber: s.food ? s.fssaiNumber : '',
          invoicePrefix: prefixFor(s, used),
        },
      ] as const;
    }),
  );
}
