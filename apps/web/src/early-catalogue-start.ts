// An entry of its own, loaded by the HTML served for /products (scripts/prerender.ts) ahead of the
// app: see lib/early-catalogue.ts.
import { startEarlyCatalogue } from './lib/early-catalogue.ts';

startEarlyCatalogue();
// The app's modules download once the catalogue's first pictures are on screen: on a slow phone's
// connection they would otherwise share it with them (decision 0084).
const later = document.querySelector<HTMLTemplateElement>('template[data-app-modules]');
if (later)
  void (window.earlyCatalogue?.shown ?? Promise.resolve()).then(() => document.head.append(later.content));
