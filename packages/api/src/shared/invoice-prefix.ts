/**
 * A seller's invoice-number prefix (decision 0055): 2 to 5 capital letters or digits, so a number
 * such as MEENA-2627-00001 stays within the 16 characters GST allows. Unique across sellers;
 * MKT is the operator's own series.
 */
export const OPERATOR_INVOICE_PREFIX = 'MKT';
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{2,5}$/;
export const INVOICE_PREFIX_RULE = 'Use 2 to 5 letters or digits, such as MEENA';
