import { cachedSiteStats } from '../domain/site.ts';
import { siteConfigOutput, siteStatsOutput } from '../site/outputs.ts';
import { publicProcedure } from '../trpc.ts';

export const siteRouter = {
  /** Anyone: contact details, map links, planning-site link and images, from the environment. */
  config: publicProcedure.output(siteConfigOutput).query(({ ctx }) => {
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
    };
  }),
  /** Anyone: the landing page's figures, counted from the database (cached for a minute). */
  stats: publicProcedure.output(siteStatsOutput).query(({ ctx }) => cachedSiteStats(ctx.db, ctx.clock.now())),
};
