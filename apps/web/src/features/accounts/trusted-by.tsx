import { formatCount } from '../../lib/format-count.ts';
import { usePublicData } from '../../lib/public-data.ts';

/** The login screen's claim, with the live count of restaurants instead of a fixed number. */
export function TrustedBy() {
  const restaurants = usePublicData('stats').data?.restaurants ?? 0;
  return (
    <p className="text-3xl font-bold leading-tight">
      {restaurants > 1
        ? `Trusted by ${formatCount(restaurants)} restaurants`
        : 'Trusted by restaurants across India'}
    </p>
  );
}
