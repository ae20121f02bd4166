import { usePublicData } from './public-data.ts';

/** Phone, e-mail, address, map links and images from the server's configuration; fetched once. */
export const useSiteConfig = () => usePublicData('config');
