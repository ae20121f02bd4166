import type { RestRoute } from '../rest/route.ts';

export const keyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/keys',
    procedure: 'keys.list',
    summary: 'Your API keys, newest first (signed in; a key cannot manage keys)',
    tag: 'API keys',
    access: 'authenticated',
    input: () => undefined,
  },
  {
    method: 'POST',
    path: '/keys',
    procedure: 'keys.create',
    summary: 'Create an API key with scopes; the whole key is answered this once',
    tag: 'API keys',
    access: 'authenticated',
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/keys/:id',
    procedure: 'keys.revoke',
    summary: 'Revoke one of your API keys; it is refused from the next request',
    tag: 'API keys',
    access: 'authenticated',
    input: (r) => ({ id: r.params.id }),
  },
];
