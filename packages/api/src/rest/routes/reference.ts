import type { RestRoute } from '../route.ts';

export const referenceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/cities',
    procedure: 'site.cities.list',
    summary: 'Active cities',
    tag: 'Reference',
    access: 'public',
    input: () => undefined,
    answer: ['[].id', '[].name', '[].state'],
  },
  {
    method: 'POST',
    path: '/cities',
    procedure: 'site.cities.create',
    summary: 'Add a city',
    tag: 'Reference',
    access: 'super_admin',
    answer: ['id', 'name', 'state'],
    status: 201,
  },
  {
    method: 'PUT',
    path: '/cities/:id/status',
    procedure: 'site.cities.setActive',
    summary: 'Activate or deactivate a city',
    tag: 'Reference',
    access: 'super_admin',
    answer: ['id', 'is_active'],
  },
  {
    method: 'GET',
    path: '/categories',
    procedure: 'catalog.categories.list',
    summary: 'Product categories',
    tag: 'Reference',
    access: 'public',
    input: () => undefined,
    answer: ['[].id', '[].name'],
  },
];
