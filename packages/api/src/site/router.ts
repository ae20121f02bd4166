import { z } from 'zod';
import { can } from '../access/rules.ts';
import { anyone, op, superAdmin } from '../operations/op.ts';
import { createCity, listCities, setCityActive } from './cities.ts';
import { cityListOutput, cityOutput, siteConfigOutput, siteStatsOutput } from './outputs.ts';
import { cityInput, cityStatusInput } from './schemas.ts';
import { cachedSiteStats } from './site.ts';

const siteProcedures = {
  /** Anyone: contact details, map links, planning-site link and images, from the environment. */
  config: op({
    access: anyone,
    rest: {
      method: 'GET',
      path: '/site/config',
      summary: 'Public site settings: phone, e-mail, address, maps links, planning site, landing images',
      tag: 'Site',
      input: () => undefined,
    },
  })
    .output(siteConfigOutput)
    .query(({ ctx }) => {
      const s = ctx.config.site;
      return {
        phone: s.phone,
        email: s.email,
        address: s.addressLine,
        maps_link: s.mapsLink,
        maps_embed_link: s.mapsEmbedLink,
        /** Empty when no planning site is configured: the link is then hidden. */
        planning_site_url: s.planningSiteUrl,
        landing_images: s.landingImages,
        login_background_image: s.loginBackgroundImage,
        demo: !ctx.config.production,
        online_payment: ctx.payments !== null,
      };
    }),
  /** Anyone: the landing page's figures, counted from the database (cached for a minute). */
  stats: op({
    access: anyone,
    rest: {
      method: 'GET',
      path: '/site/stats',
      summary: 'Landing-page figures counted from the database (refreshed at most once a minute)',
      tag: 'Site',
      input: () => undefined,
    },
  })
    .output(siteStatsOutput)
    .query(({ ctx }) => cachedSiteStats(ctx.db, ctx.clock.now())),
};

const citiesRouter = {
  /** Anyone: active cities; staff also see inactive ones when they ask. */
  list: op({
    access: anyone,
    rest: {
      method: 'GET',
      path: '/cities',
      summary: 'Active cities',
      tag: 'Reference',
      input: () => undefined,
    },
  })
    .input(z.object({ include_inactive: z.boolean().default(false) }).default({ include_inactive: false }))
    .output(cityListOutput)
    .query(({ ctx, input }) => {
      const staff = can(ctx.user, null);
      return listCities(ctx.db, { includeInactive: Boolean(staff && input.include_inactive) });
    }),
  /** Super admin: cities are global, so city-scoped sub-admins cannot add them. */
  create: op({
    access: superAdmin,
    rest: { method: 'POST', path: '/cities', summary: 'Add a city', tag: 'Reference', status: 201 },
  })
    .input(cityInput)
    .output(cityOutput)
    .mutation(({ ctx, input }) => createCity(ctx.db, input, { id: ctx.user.id, now: ctx.clock.now() })),
  /** Super admin. */
  setActive: op({
    access: superAdmin,
    rest: {
      method: 'PUT',
      path: '/cities/:id/status',
      summary: 'Activate or deactivate a city',
      tag: 'Reference',
    },
  })
    .input(cityStatusInput)
    .output(cityOutput)
    .mutation(({ ctx, input }) =>
      setCityActive(ctx.db, input.id, input.is_active, { id: ctx.user.id, now: ctx.clock.now() }),
    ),
};

export const siteRouter = { ...siteProcedures, cities: citiesRouter };
