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
  },
  {
    method: 'GET',
    path: '/site/stats',
    procedure: 'site.stats',
    summary: 'Landing-page figures counted from the database (refreshed at most once a minute)',
    tag: 'Site',
    access: 'public',
    input: () => undefined,
  },
];
