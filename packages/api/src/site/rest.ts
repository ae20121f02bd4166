import type { RestRoute } from '../rest/route.ts';

export const cityRoutes: RestRoute[] = [
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
];

export const siteRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/site/config',
    procedure: 'site.config',
    summary: 'Public site settings: phone, e-mail, address, maps links, planning site, landing images',
    tag: 'Site',
    access: 'public',
    input: () => undefined,
    answer: [
      'phone',
      'email',
      'address',
      'maps_link',
      'maps_embed_link',
      'planning_site_url',
      'landing_images',
    ],
  },
  {
    method: 'GET',
    path: '/site/stats',
    procedure: 'site.stats',
    summary: 'Landing-page figures counted from the database (refreshed at most once a minute)',
    tag: 'Site',
    access: 'public',
    input: () => undefined,
    answer: ['categories', 'products', 'cities', 'restaurants'],
  },
];
