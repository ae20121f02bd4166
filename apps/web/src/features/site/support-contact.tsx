import { useSiteConfig } from '../../lib/site-config.ts';

/** The configured support e-mail and phone as links, for use inside policy text. */
export function SupportContact() {
  const config = useSiteConfig().data;
  if (!config) return <>our support team</>;
  return (
    <>
      <a href={`mailto:${config.email}`}>{config.email}</a> or{' '}
      <a href={`tel:${config.phone.replace(/\s/g, '')}`}>{config.phone}</a>
    </>
  );
}
