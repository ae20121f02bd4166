import { SETTLEMENT_STATUSES } from '@app/db/enums';
import { z } from 'zod';
import { count, day, fileAnswer, money, nullableTimestamp, page, timestamp } from '../shared/answers.ts';

const figures = {
  taxable_value: money.describe('Goods delivered, before GST').meta({ example: 10_000 }),
  gst: money.describe('GST the buyers paid on them').meta({ example: 500 }),
  gross_value: money.describe('Taxable value plus GST').meta({ example: 10_500 }),
  returns_value: money.describe('Credit notes on the settled orders').meta({ example: 0 }),
  commission: money.describe("The category's rate on each line's taxable value").meta({ example: 500 }),
  commission_gst: money.describe('18% GST on the commission').meta({ example: 90 }),
  tcs: money.describe('GST TCS withheld, section 52: 0.5% of net taxable value').meta({ example: 50 }),
  tds: money.describe('Income-tax TDS withheld, section 194-O: 0.1%').meta({ example: 10 }),
  payable: money.describe('Gross less returns, commission, its GST, TCS and TDS').meta({ example: 9_850 }),
  order_count: count.meta({ example: 12 }),
  line_count: count.meta({ example: 31 }),
};

export const settlementOutput = z.object({
  id: z.string().meta({ example: 'stl_3k9x' }),
  supplier_id: z.string().meta({ example: 'usr_meena' }),
  supplier_name: z.string().meta({ example: 'Meena Traders' }),
  city_id: z.string().nullable().meta({ example: 'city_indore' }),
  period_start: day.describe('Monday of the week settled'),
  period_end: day.describe('Sunday of the week settled'),
  ...figures,
  status: z.enum(SETTLEMENT_STATUSES).meta({ example: 'ready' }),
  reference: z.string().nullable().describe("The bank transfer's UTR once paid").meta({ example: null }),
  paid_at: nullableTimestamp.meta({ example: null }),
  created_at: timestamp,
});

export const settlementPageOutput = page(settlementOutput);

export const supplierSettlementsOutput = settlementPageOutput.extend({
  upcoming: z
    .object({
      period_start: day,
      period_end: day,
      settles_on: day.describe('The Monday the open week is settled'),
      ...figures,
    })
    .describe('The week still open: what would be paid if it closed now'),
});

export const statementOutput = fileAnswer;

export const commissionListOutput = z.array(
  z.object({
    category_id: z.string().meta({ example: 'cat_rice' }),
    category_name: z.string().meta({ example: 'Rice & Grains' }),
    commission_percent: z.number().meta({ example: 5 }),
  }),
);
