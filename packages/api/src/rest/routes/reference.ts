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
  },
  {
    method: 'POST',
    path: '/cities',
    procedure: 'site.cities.create',
    summary: 'Add a city',
    tag: 'Reference',
    access: 'super_admin',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/cities/:id/status',
    procedure: 'site.cities.setActive',
    summary: 'Activate or deactivate a city',
    tag: 'Reference',
    access: 'super_admin',
  },
  {
    method: 'GET',
    path: '/categories',
    procedure: 'catalog.categories.list',
    summary: 'Product categories',
    tag: 'Reference',
    access: 'public',
    input: () => undefined,
  },
];
