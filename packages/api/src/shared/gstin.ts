/** GST state codes (the first two digits of a GSTIN), used for place of supply on invoices. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The state a GST code stands for, e.g. 27 → Maharashtra. */
export const stateOfCode = (code: string) =>
  Object.keys(GST_STATE_CODES).find((s) => GST_STATE_CODES[s] === code);

/** A state's GST code, e.g. 23 for Madhya Pradesh; for a state we do not list, from the GSTIN. */
export const stateCode = (state: string, gstin?: string | null) =>
  GST_STATE_CODES[state] ?? gstin?.slice(0, 2) ?? '';

/**
 * Whether a supply crosses a state border (IGST) or stays within one (CGST + SGST): the seller's
 * state against the place of supply (sections 7 and 8 of the IGST Act).
 */
export const isInterState = (sellerState: string, sellerGstin: string | null, placeOfSupply: string) =>
  stateCode(sellerState, sellerGstin) !== stateCode(placeOfSupply);

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTN check character of the first 14 characters (base-36, alternating weights 1 and 2). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** True for a well-formed GSTIN of a known state whose last character is its check digit. */
export function isValidGstin(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (!SHAPE.test(v)) return false;
  if (!Object.values(GST_STATE_CODES).includes(v.slice(0, 2))) return false;
  return gstinCheckChar(v.slice(0, 14)) === v[14];
}
