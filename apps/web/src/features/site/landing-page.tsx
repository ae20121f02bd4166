import { formatCount } from '../../lib/format-count.ts';
import { usePublicData } from '../../lib/public-data.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { CategoryGrid } from './landing/category-grid.tsx';
import { CtaBand } from './landing/cta-band.tsx';
import { FeatureCards } from './landing/feature-cards.tsx';
import { Gallery } from './landing/gallery.tsx';
import { Hero } from './landing/hero.tsx';
import { NetworkDiagram } from './landing/network-diagram.tsx';
import { StatsBand } from './landing/stats-band.tsx';
import { PublicLayout } from './public-layout.tsx';

const DEFAULT_IMAGES = Array.from({ length: 7 }, (_, i) => `/landing/gallery-${i + 1}.webp`);

export function Landing() {
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
