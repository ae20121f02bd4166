import { formatCount } from '../../lib/format-count.ts';
import { useT } from '../../lib/i18n.ts';
import { usePublicData } from '../../lib/public-data.ts';
import accounts from '../../locales/compiled/accounts.ts';

/** The login screen's claim, with the live count of restaurants instead of a fixed number. */
export function TrustedBy() {
  const { t } = useT(accounts);
  const restaurants = usePublicData('stats').data?.restaurants ?? 0;
  return (
    <p className="text-3xl font-bold leading-tight">
      {restaurants > 1
        ? t('login.trustedBy', { count: formatCount(restaurants) })
        : t('login.trustedByIndia')}
    </p>
  );
}
