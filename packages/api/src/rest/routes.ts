import type { AnyRouter } from '@trpc/server';
import type { OpMeta } from '../operations/meta.ts';
import { appRouter, type ProcedurePath } from '../root.ts';
import { REST_TAGS, type RestRoute } from './route.ts';

/** The REST calls the router's operations declare, in the document's order (by section). */
export function restRoutesOf(router: AnyRouter): (RestRoute & { procedure: ProcedurePath })[] {
  const procedures = router._def.procedures as Record<string, { _def: { meta?: OpMeta } }>;
  const routes = Object.entries(procedures).flatMap(([procedure, { _def }]) => {
    const meta = _def.meta;
    if (!meta?.rest) return [];
    const { access, keyScope, rest } = meta;
    return [
      {
        ...rest,
        procedure: procedure as ProcedurePath,
        access: access.rest,
        accessText: access.text,
        ...(keyScope ? { keyScope } : {}),
        ...(meta.buys ? { buys: meta.buys } : {}),
        ...(meta.repeatable ? { repeatable: meta.repeatable } : {}),
      },
    ];
  });
  const section = (r: RestRoute) => REST_TAGS.indexOf(r.tag);
  return routes.sort((a, b) => section(a) - section(b));
}

/** Every REST call, in the order the document lists them. */
export const restRoutes = restRoutesOf(appRouter);
