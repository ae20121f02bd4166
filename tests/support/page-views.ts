export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A page-view record as the SPA's tracker sends it (spec section 8), with `over` applied. */
export const pageViewRecord = (over: Record<string, unknown> = {}) => ({
  session_id: 'session_1730000000000_k3j9x2',
  user_id: '',
  ip_address: '',
  browser: 'Chrome',
  device_type: 'Desktop',
  operating_system: 'Windows',
  page_url: 'http://shop.test/products',
  page_title: 'Products — Supply & Beyond',
  referrer: 'Direct',
  time_spent: 12,
  user_agent: CHROME_UA,
  screen_resolution: '1920x1080',
  cookies_enabled: true,
  ...over,
});
