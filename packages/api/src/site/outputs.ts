import { z } from 'zod';
import { count } from '../shared/answers.ts';

export const cityOutput = z.object({
  id: z.string().meta({ example: 'city_indore' }),
  name: z.string().meta({ example: 'Indore' }),
  state: z.string().meta({ example: 'Madhya Pradesh' }),
  is_active: z.boolean(),
});
export const cityListOutput = z.array(cityOutput);

export const siteConfigOutput = z.object({
  phone: z.string().meta({ example: '+91 98765 43210' }),
  email: z.string().meta({ example: 'hello@supplyandbeyond.in' }),
  address: z.string().meta({ example: 'Vijay Nagar, Indore' }),
  maps_link: z.string().meta({ example: 'https://maps.google.com/?q=Vijay+Nagar+Indore' }),
  maps_embed_link: z
    .string()
    .meta({ example: 'https://maps.google.com/maps?q=Vijay%20Nagar%20Indore&output=embed' }),
  planning_site_url: z.string().meta({ example: '' }),
  landing_images: z.array(z.string()).meta({ example: ['/images/landing/hero.webp'] }),
  login_background_image: z.string().meta({ example: '/images/landing/login.webp' }),
  demo: z.boolean().meta({
    description: 'True in the demo (sandbox payments, demo data): the SPA shows a "Demo" ribbon.',
    example: false,
  }),
  online_payment: z.boolean().meta({
    description: 'False when online payment is off: checkout offers Cash on Delivery only.',
    example: true,
  }),
});

export const siteStatsOutput = z.object({
  products: count.meta({ example: 1240 }),
  cities: count.meta({ example: 11 }),
  categories: count.meta({ example: 20 }),
  restaurants: count.meta({ example: 42 }),
});
