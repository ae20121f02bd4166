// An entry of its own, loaded by the HTML served for /products (scripts/prerender.ts) ahead of the
// app: see lib/early-catalogue.ts.
import { startEarlyCatalogue } from './lib/early-catalogue.ts';

startEarlyCatalogue();
// The app's modules download once the catalogue's first pictures are on screen: on a slow phone's
// connection they would otherwise share it with them (decision 0084).
const later = document.querySelector<HTMLTemplateElement>('template[data-app-modules]');
if (later)
  void (window.earlyCatalogue?.shown ?? Promise.resolve()).then(() => document.head.append(later.content));
// A phone's first Intl formatters load the locale and time-zone data (50 ms each on a slow phone).
// Made while the catalogue is on its way, each in a task of its own, the app's own (rupees, dates in
// India's zone) cost next to nothing when it renders its first cards.
setTimeout(() => {
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(0);
  setTimeout(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' }).format(0));
});
