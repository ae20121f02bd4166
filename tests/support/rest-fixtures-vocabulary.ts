import type { Fixture } from './rest-world.ts';

const concept = {
  name: 'curry leaf',
  category: 'Vegetables',
  terms: [{ term: 'kadi patta', kind: 'latin' }],
};

export const VOCABULARY_FIXTURES: Record<string, Fixture> = {
  'GET /admin/vocabulary': async (_t, w) => ({
    token: w.admin.token,
    path: '/api/admin/vocabulary?search=pyaz',
  }),
  'POST /admin/vocabulary': async (_t, w) => ({
    token: w.admin.token,
    path: '/api/admin/vocabulary',
    body: { ...concept, name: `mustard greens ${Math.random().toString(36).slice(2, 7)}` },
  }),
  'PUT /admin/vocabulary/:id': async (_t, w) => ({
    token: w.admin.token,
    path: '/api/admin/vocabulary/scn_onion',
    body: {
      name: 'onion',
      category: 'Vegetables',
      terms: [
        { term: 'pyaz', kind: 'latin' },
        { term: 'onion', kind: 'en' },
      ],
    },
  }),
  'DELETE /admin/vocabulary/:id': async (_t, w) => ({
    token: w.admin.token,
    path: '/api/admin/vocabulary/scn_onion',
  }),
};
