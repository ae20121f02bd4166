import { createFileRoute } from '@tanstack/react-router';
import { CategoryGrid } from '../features/public/landing/category-grid.tsx';
import { CtaBand } from '../features/public/landing/cta-band.tsx';
import { FeatureCards } from '../features/public/landing/feature-cards.tsx';
import { Gallery } from '../features/public/landing/gallery.tsx';
import { Hero } from '../features/public/landing/hero.tsx';
import { NetworkDiagram } from '../features/public/landing/network-diagram.tsx';
import { StatsBand } from '../features/public/landing/stats-band.tsx';
import { PublicLayout } from '../features/public/public-layout.tsx';
import { formatCount } from '../lib/format-count.ts';
import { usePublicData } from '../lib/public-data.ts';
import { useSiteConfig } from '../lib/site-config.ts';

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [
      { title: 'Supply & Beyond — restaurant supplies, delivered' },
      {
        name: 'description',
        content:
          'Order vegetables, dairy, spices, staples and packaging for your restaurant from verified suppliers. Cash on delivery or online payment, delivered in 2-3 business days.',
      },
    ],
  }),
  // Painted without tRPC and React Query: its data comes from lib/public-data.ts.
  staticData: { withoutDataLayer: true },
  component: Landing,
});

const DEFAULT_IMAGES = Array.from({ length: 7 }, (_, i) => `/landing/gallery-${i + 1}.webp`);

function Landing() {
  const images = useSiteConfig().data?.landing_images ?? DEFAULT_IMAGES;
  const stats = usePublicData('stats');
  return (
    <PublicLayout>
      <Hero
        liveProducts={stats.data && stats.data.products > 0 ? formatCount(stats.data.products) : undefined}
      />
      <StatsBand stats={stats.data} failed={stats.isError} />
      <FeatureCards />
      <NetworkDiagram />
      <Gallery images={images} />
      <CategoryGrid />
      <CtaBand />
    </PublicLayout>
  );
}
