// An entry of its own, loaded by the HTML served for /products (scripts/prerender.ts) ahead of the
// app: see lib/early-catalogue.ts.
import { startEarlyCatalogue } from './lib/early-catalogue.ts';

startEarlyCatalogue();
