import { customer, op } from '../operations/op.ts';
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
} as const;
const groupQuery = {
  ...rangeQuery,
  group_by: { type: 'string', description: 'month (default), category or supplier' },
} as const;
const rangeInput = (r: RestRequest) => ({ from: r.query.from, to: r.query.to });
const groupInput = (r: RestRequest) => ({ ...rangeInput(r), group_by: r.query.group_by || undefined });

/**
 * What the customer's business spends (decision 0099): by month, category or supplier, the price
 * it paid per kg or litre of each thing over time, savings left on the table, and a CSV.
 */
export const spendRouter = {
  summary: op({
    access: customer,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/account/spend',
      summary:
        'Your spend in a range of days (at most 366) by month, category or supplier: goods, GST, fees, ' +
        'total and orders; with credit notes and approved claims in the range',
      tag: 'Orders',
      input: groupInput,
      query: groupQuery,
    },
  })
    .input(spendSummaryInput)
    .output(spendSummaryOutput)
    .query(({ ctx, input }) => spendSummary(ctx.db, ctx.user.id, input)),
  prices: op({
    access: customer,
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
    .query(({ ctx, input }) => spendPrices(ctx.db, ctx.user.id, input)),
  csv: op({
    heavy: true,
    access: customer,
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
    .query(({ ctx, input }) => spendCsv(ctx.db, ctx.user.id, input, callerLanguage(ctx), ctx.clock.now())),
};
