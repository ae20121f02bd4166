import { narrowedTo } from '../business/index.ts';
import { op, reportReader } from '../operations/op.ts';
import { type RestRequest, rangeDocs } from '../rest/route.ts';
import { fileAnswer } from '../shared/answers.ts';
import { callerLanguage } from '../trpc.ts';
import { spendCsv } from './csv.ts';
import { spendPricesOutput, spendSummaryOutput } from './outputs.ts';
import { spendPrices } from './prices.ts';
import { spendRangeInput, spendSummaryInput } from './schemas.ts';
import { spendSummary } from './summary.ts';

const rangeQuery = {
  from: { ...rangeDocs.from, required: true },
  to: { ...rangeDocs.to, required: true },
  outlet_id: {
    type: 'string',
    description: 'Only this outlet of the business; every outlet you read if left out',
  },
} as const;
const groupQuery = {
  ...rangeQuery,
  group_by: { type: 'string', description: 'month (default), outlet, category or supplier' },
} as const;
const rangeInput = (r: RestRequest) => ({
  from: r.query.from,
  to: r.query.to,
  outlet_id: r.query.outlet_id || undefined,
});
const groupInput = (r: RestRequest) => ({ ...rangeInput(r), group_by: r.query.group_by || undefined });

/**
 * What the customer's business spends (decision 0099): by month, category or supplier, the price
 * it paid per kg or litre of each thing over time, savings left on the table, and a CSV.
 */
export const spendRouter = {
  summary: op({
    access: reportReader,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/account/spend',
      summary:
        'Your business’s spend in a range of days (at most 366) by month, outlet, category or supplier: goods, GST, fees, ' +
        'total and orders; with credit notes and approved claims in the range',
      tag: 'Orders',
      input: groupInput,
      query: groupQuery,
    },
  })
    .input(spendSummaryInput)
    .output(spendSummaryOutput)
    .query(async ({ ctx, input }) =>
      spendSummary(ctx.db, await narrowedTo(ctx.db, ctx.reach, input.outlet_id), input),
    ),
  prices: op({
    access: reportReader,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/account/spend/prices',
      summary:
        'What you paid per kg, litre, piece or pack of each thing you bought, by month, with the change ' +
        'on the month before and the savings at today’s cheapest offer of a good supplier',
      tag: 'Orders',
      input: rangeInput,
      query: rangeQuery,
    },
  })
    .input(spendRangeInput)
    .output(spendPricesOutput)
    .query(async ({ ctx, input }) =>
      spendPrices(ctx.db, await narrowedTo(ctx.db, ctx.reach, input.outlet_id), input),
    ),
  csv: op({
    heavy: true,
    access: reportReader,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/account/spend/csv',
      summary: 'Your spend as CSV (Spend-by-{group_by}-{from}-to-{to}.csv), in your language',
      tag: 'Orders',
      input: groupInput,
      query: groupQuery,
      respond: 'file',
      fileType: 'text/csv',
    },
  })
    .input(spendSummaryInput)
    .output(fileAnswer)
    .query(async ({ ctx, input }) =>
      spendCsv(
        ctx.db,
        await narrowedTo(ctx.db, ctx.reach, input.outlet_id),
        input,
        callerLanguage(ctx),
        ctx.clock.now(),
      ),
    ),
};
