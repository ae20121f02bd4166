import { Link } from '@tanstack/react-router';
import { useSiteConfig } from '../lib/site-config.ts';
import { ExternalIcon, MailIcon, PhoneIcon, PinIcon } from './line-icons.tsx';

const QUICK_LINKS = [
  { to: '/products', label: 'Browse Products' },
  { to: '/register', label: 'Register' },
  { to: '/login', label: 'Login' },
  { to: '/contact', label: 'Contact Us' },
] as const;

const POLICY_LINKS = [
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/refund-policy', label: 'Refund & Exchange' },
] as const;

const linkClass = 'rounded text-stone-300 hover:text-white hover:underline';

/** The footer of every public page (spec section 2); contact details come from the server's configuration. */
export function SiteFooter() {
  const config = useSiteConfig().data;
  return (
    <footer className="bg-stone-900 text-sm text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Supply &amp; Beyond
          </p>
          <p className="mt-3 max-w-xs leading-relaxed text-stone-400">
            The supply marketplace for restaurants, cafés and cloud kitchens: verified suppliers, clear
            prices, delivered to your kitchen door.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Policies">
          <h2 className="font-semibold text-white">Policies</h2>
          <ul className="mt-3 space-y-2">
            {POLICY_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Get in Touch</h2>
          {config ? (
            <ul className="mt-3 space-y-3">
              <li>
                <a
                  href={`tel:${config.phone.replace(/\s/g, '')}`}
                  className={`inline-flex gap-2 ${linkClass}`}
                >
                  <PhoneIcon className="mt-0.5 shrink-0 text-brand-500" width={16} height={16} />
                  {config.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${config.email}`} className={`inline-flex gap-2 break-all ${linkClass}`}>
                  <MailIcon className="mt-0.5 shrink-0 text-brand-500" width={16} height={16} />
                  {config.email}
                </a>
              </li>
              <li className="flex gap-2">
                <PinIcon className="mt-0.5 shrink-0 text-brand-500" width={16} height={16} />
                <span>{config.address}</span>
              </li>
              <li>
                <a
                  href={config.maps_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex items-center gap-1.5 font-medium ${linkClass}`}
                >
                  View on Google Maps
                  <ExternalIcon width={14} height={14} />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            </ul>
          ) : (
            <div className="mt-3 space-y-3" aria-hidden>
              {[40, 52, 60, 36].map((w) => (
                <div
                  key={w}
                  className="h-4 animate-pulse rounded bg-stone-800"
                  style={{ width: `${w * 4}px` }}
                />
              ))}
            </div>
          )}
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-stone-400 sm:px-6">
          © {new Date(Date.now() + 330 * 60_000).getUTCFullYear()} Supply &amp; Beyond. Prices in Indian
          rupees, GST as applicable.
        </p>
      </div>
    </footer>
  );
}
