import type { ReactNode } from 'react';
import { useSiteConfig } from '../../lib/site-config.ts';
import { Say } from './policy-page.tsx';

/** A link that shows its own text whatever the sentence's markup holds. */
const Shown = ({ href, text }: { href: string; text: string; children?: ReactNode }) => (
  <a href={href}>{text}</a>
);

/**
 * The configured support e-mail and phone as links, for use inside policy text (as a sentence's
 * `<n>…</n>` part, whose text, "our support team", shows until the configuration has loaded).
 */
export function SupportContact({ children }: { children?: ReactNode }) {
  const config = useSiteConfig().data;
  if (!config) return <>{children}</>;
  return (
    <Say
      id="legal.emailOrPhone"
      parts={[
        <Shown key="mail" href={`mailto:${config.email}`} text={config.email} />,
        <Shown key="tel" href={`tel:${config.phone.replace(/\s/g, '')}`} text={config.phone} />,
      ]}
    />
  );
}
