/** Money is integer paise inside, rupees (2 decimals) across the API. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => Math.round(paise) / 100;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
export const formatRupees = (rupees: number): string => inr.format(rupees);
