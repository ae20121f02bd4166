import { type Database, newId, pageViews } from '@app/db';
import type { Random } from './random.ts';

const PAGES = [
  ['/', 'Supply & Beyond'],
  ['/products', 'Products'],
  ['/cart', 'Cart'],
  ['/checkout', 'Checkout'],
  ['/orders', 'My Orders'],
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/contact', 'Contact'],
] as const;
const CLIENTS = [
  { browser: 'Chrome', os: 'Windows', device: 'Desktop', screen: '1920x1080' },
  { browser: 'Chrome', os: 'Android', device: 'Mobile', screen: '412x915' },
  { browser: 'Safari', os: 'iOS', device: 'Mobile', screen: '390x844' },
  { browser: 'Safari', os: 'MacOS', device: 'Desktop', screen: '1440x900' },
  { browser: 'Firefox', os: 'Linux', device: 'Desktop', screen: '1366x768' },
  { browser: 'Edge', os: 'Windows', device: 'Desktop', screen: '1536x864' },
  { browser: 'Chrome', os: 'Android', device: 'Tablet', screen: '800x1280' },
] as const;
const REFERRERS = [
  'Direct',
  'Direct',
  'Direct',
  'https://www.google.com/',
  'https://www.instagram.com/',
  'https://www.facebook.com/',
];

/** A month of visits for the traffic analytics screen: sessions of several pages, an exit record, a few bots. */
export async function seedPageViews(db: Database, r: Random, now: number, customerIds: string[]) {
  const rows: (typeof pageViews.$inferInsert)[] = [];
  for (let s = 0; s < 140; s++) {
    const client = r.pick(CLIENTS);
    const started = now - r.int(0, 29) * 86_400_000 - r.int(0, 80_000_000);
    const sessionId = `session_${started}_${r.int(100_000, 999_999).toString(36)}`;
    const userId = r.chance(0.4) ? r.pick(customerIds) : null;
    const ip = `${r.int(1, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.0`;
    const isBot = r.chance(0.05);
    let at = started;
    let spent = 0;
    const pages = r.int(1, 5);
    for (let p = 0; p < pages; p++) {
      const [url, title] = p === 0 ? r.pick(PAGES.slice(0, 2)) : r.pick(PAGES);
      rows.push({
        id: newId('pv'),
        kind: 'view',
        sessionId,
        userId,
        ipAddress: ip,
        browser: client.browser,
        deviceType: client.device,
        operatingSystem: client.os,
        pageUrl: url,
        pageTitle: title,
        referrer: p === 0 ? r.pick(REFERRERS) : 'Direct',
        timeSpent: spent,
        userAgent: `Mozilla/5.0 (${client.os}) ${client.browser}`,
        screenResolution: client.screen,
        isBot,
        createdAt: at,
      });
      spent = r.int(5, 240);
      at += spent * 1000;
    }
    rows.push({
      id: newId('pv'),
      kind: 'exit',
      sessionId,
      userId,
      browser: client.browser,
      deviceType: client.device,
      operatingSystem: client.os,
      pageUrl: rows.at(-1)!.pageUrl,
      timeSpent: spent,
      screenResolution: client.screen,
      isBot,
      createdAt: at,
    });
  }
  await db.insert(pageViews).values(rows);
}
