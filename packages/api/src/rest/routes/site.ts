import type { RestRoute } from '../route.ts';

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
