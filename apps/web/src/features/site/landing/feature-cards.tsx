import type { ReactNode } from 'react';
import { CartIcon, GridIcon, ShieldIcon, TruckIcon } from '../../../components/line-icons.tsx';

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Wide Range',
    text: 'Twenty categories under one roof — from vegetables and dairy to flours, oils, packaging and cleaning supplies.',
    icon: <GridIcon />,
  },
  {
    title: 'Easy Ordering',
    text: 'Search, add to cart and check out in a few taps. Pay cash on delivery or online by card, UPI or net banking.',
    icon: <CartIcon />,
  },
  {
    title: 'Fast Delivery',
    text: 'Standard delivery in 2–3 business days, tracked from dispatch to your door. Free on orders of ₹500 or more.',
    icon: <TruckIcon />,
  },
  {
    title: 'Quality Assured',
    text: 'Every product is reviewed by our team before it goes live, and non-perishables can be returned within 7 days.',
    icon: <ShieldIcon />,
  },
];

export function FeatureCards() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20" aria-labelledby="features-title">
      <div className="max-w-2xl">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-stone-900">
          Built for busy kitchens
        </h2>
        <p className="mt-3 text-stone-600">
          Stop juggling ten vendors and phone calls. Order everything your menu needs from one place.
        </p>
      </div>
      <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((f) => (
          <article
            key={f.title}
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 [&>svg]:size-6">
              {f.icon}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{f.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{f.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
