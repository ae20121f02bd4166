// Never loaded at run time (index.ts imports it for types only): it exists so that the bundled
// declarations print the router's procedures structurally, without the server's context type
// (services, database, request), which names server-only packages an integrator does not have.
import { appRouter } from '@app/api/router';

export const record = appRouter._def.record;
export const errorShape = appRouter._def._config.$types.errorShape;
