import type { Database } from '@app/db';
import type { AppConfig } from '../config.ts';
import type { PaymentProvider } from '../ports.ts';
import { createRazorpayPayments } from './razorpay.ts';
import { createSandboxPayments } from './sandbox.ts';

/**
 * The one place both runtimes choose how online payment is taken: Razorpay when its keys are
 * set; otherwise the sandbox in the demo and nothing in production (null: checkout offers cash
 * on delivery only and the sandbox pages do not exist). See docs/decisions/0051.
 */
export function choosePayments(config: AppConfig, db: Database): PaymentProvider | null {
  if (config.razorpay) return createRazorpayPayments(config.razorpay);
  return config.production ? null : createSandboxPayments(db);
}
