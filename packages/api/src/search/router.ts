import { op, staff } from '../operations/op.ts';
import { opt, page, paging } from '../rest/route.ts';
import { conceptOutput, conceptPageOutput, conceptRemovedOutput } from './outputs.ts';
import { conceptIdInput, conceptInput, conceptUpdateInput, vocabularyListInput } from './schemas.ts';
import { createConcept, deleteConcept, listConcepts, updateConcept } from './vocabulary.ts';

// The vocabulary serves every city's search: staff who manage products keep it (decision 0092).
const vocabularyStaff = staff('manage_products');

/** The names kitchens use for things, which every search reads (decision 0092). */
export const searchRouter = {
  vocabulary: {
    list: op({
      access: vocabularyStaff,
      keyScope: 'products:read',
      rest: {
        method: 'GET',
        path: '/admin/vocabulary',
        summary:
          'Things kitchens buy with their names in English, Hindi, romanised Hindi and regional languages',
        tag: 'Admin: products',
        input: (r) => ({ search: r.query.search ?? '', category: opt(r.query.category), ...paging(r) }),
        query: {
          search: { type: 'string', description: 'Part of a name or key' },
          category: { type: 'string', description: "A category's name" },
          ...page,
        },
      },
    })
      .input(vocabularyListInput)
      .output(conceptPageOutput)
      .query(({ ctx, input }) => listConcepts(ctx.db, input)),
    create: op({
      access: vocabularyStaff,
      keyScope: 'products:write',
      rest: {
        method: 'POST',
        path: '/admin/vocabulary',
        summary: 'Add a thing with its names; searches use them at once',
        tag: 'Admin: products',
        status: 201,
      },
    })
      .input(conceptInput)
      .output(conceptOutput)
      .mutation(({ ctx, input }) =>
        createConcept(ctx.db, { id: ctx.user.id, now: ctx.clock.now() }, input, ctx.searchKeep),
      ),
    update: op({
      access: vocabularyStaff,
      keyScope: 'products:write',
      rest: {
        method: 'PUT',
        path: '/admin/vocabulary/:id',
        summary: "Replace a thing's name, category and names",
        tag: 'Admin: products',
      },
    })
      .input(conceptUpdateInput)
      .output(conceptOutput)
      .mutation(({ ctx, input }) =>
        updateConcept(ctx.db, { id: ctx.user.id, now: ctx.clock.now() }, input, ctx.searchKeep),
      ),
    remove: op({
      access: vocabularyStaff,
      keyScope: 'products:write',
      rest: {
        method: 'DELETE',
        path: '/admin/vocabulary/:id',
        summary: 'Remove a thing and its names from the vocabulary',
        tag: 'Admin: products',
      },
    })
      .input(conceptIdInput)
      .output(conceptRemovedOutput)
      .mutation(({ ctx, input }) =>
        deleteConcept(ctx.db, { id: ctx.user.id, now: ctx.clock.now() }, input.id, ctx.searchKeep),
      ),
  },
};
