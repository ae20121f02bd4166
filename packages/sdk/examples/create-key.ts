// Once, by a person: makes the API key the stock sync runs with (scopes products:read, stock:write)
// and prints it. The whole key is shown this once; the portal's API keys page revokes it.
// Run: MARKETPLACE_URL=… MARKETPLACE_EMAIL=… MARKETPLACE_PASSWORD=… node --import tsx create-key.ts
import { createRestClient } from '@supply-and-beyond/sdk';

const env = process.env;
const baseUrl = env.MARKETPLACE_URL ?? 'http://localhost:8787';
const login = await createRestClient({ baseUrl }).POST('/api/auth/login', {
  body: { email: env.MARKETPLACE_EMAIL ?? '', password: env.MARKETPLACE_PASSWORD ?? '' },
});
if (login.error) throw new Error(login.error.detail);

const api = createRestClient({ baseUrl, token: login.data.access_token });
const created = await api.POST('/api/keys', {
  body: { name: 'Stock sync (ERP)', scopes: ['products:read', 'stock:write'], expires_in_days: 365 },
});
if (created.error) throw new Error(created.error.detail);
console.log(created.data.key);
