import { fileAnswer } from '../shared/answers.ts';

/** The GST tax invoice, application/pdf. */
export const invoiceFileOutput = fileAnswer;
