/**
 * The 4-digit codes of a delivery: the customer's delivery code and the pick-up code on a
 * supplier's packing slip. One rule for the API's schemas and the rider's screens, which check
 * it without the schemas (and zod) in their first download.
 */
export const FOUR_DIGIT_CODE = /^\d{4}$/;
export const isFourDigitCode = (value: string) => FOUR_DIGIT_CODE.test(value.trim());
