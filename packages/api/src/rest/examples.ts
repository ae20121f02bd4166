/** The parts of a JSON Schema (as z.toJSONSchema writes it) an example is built from. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
}

/**
 * Values for input fields whose rule a JSON Schema cannot show well (patterns, refinements such
 * as the GSTIN check character, date order). Everything else is derived from the schema; the
 * OpenAPI test parses every example with the call's own zod schema.
 */
const SAMPLES: Record<string, unknown> = {
  email: 'ravi@spiceroute.in',
  password: 'secret123',
  new_password: 'new-secret1',
  phone: '9876543210',
  alternate_phone: '9123456780',
  fssai_number: '12345678901234',
  // Madhya Pradesh's code, as the `state` sample: a seller profile's GSTIN must match its state.
  gstin: '23AAKCM4821F1ZP',
  legal_name: 'Meena Traders Pvt Ltd',
  business_address: '14 Siyaganj, Indore, Madhya Pradesh 452007',
  invoice_prefix: 'MEENA',
  hsn_code: '1006',
  gst_rate: 5,
  username: 'Ravi Kumar',
  name: 'Basmati Rice',
  restaurant_name: 'Spice Route Kitchen',
  address: '12 MG Road, Indore',
  delivery_address: '12 MG Road, Indore',
  contact_person: 'Ravi Kumar',
  landmark: 'Opposite City Mall',
  delivery_notes: 'Use the back entrance',
  state: 'Madhya Pradesh',
  city_id: 'city_indore',
  category_id: 'cat_rice',
  product_id: 'prd_7k2m9x4q',
  supplier_id: 'usr_5x2k9m',
  delivery_person_id: 'usr_r1d3r9',
  description: 'Long grain, aged 2 years',
  brand: 'India Gate',
  unit: '5kg',
  price: 650.5,
  stock_quantity: 120,
  quantity: 2,
  image_url: '/images/products/usr_5x2k9m/rice.png',
  manufacturing_date: '2026-01-10',
  expiry_date: '2027-01-10',
  reason: 'The photo does not show the product',
  notes: 'Collected from the warehouse',
  otp: '4821',
  idempotency_key: 'checkout-3f9a1c2e7b',
  reset_token: 'grduyqgkebx55txdeakxb4znhokpcaly',
  status: 'picked_up',
  permissions: ['manage_orders', 'approve_products'],
};

/** `name` is a product's unless its siblings say it is a person's or a city's. */
const nameFor = (properties: Record<string, JsonSchema>) =>
  'email' in properties ? 'Ravi Kumar' : 'state' in properties ? 'Ujjain' : SAMPLES.name;

/**
 * An example value for `schema` (a request body, an answer, or one of their fields named
 * `name`). Answers carry their own examples (`.meta({ example })` in `<domain>/outputs.ts`).
 */
export function exampleOf(schema: JsonSchema, name?: string): unknown {
  if ('example' in schema) return schema.example;
  if (name && name in SAMPLES) return SAMPLES[name];
  if (schema.examples?.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches: JsonSchema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (branches) {
    // The most telling branch: not null and not the '' that clears a field.
    const best = branches.find((b) => b.type !== 'null' && b.const !== '') ?? branches[0]!;
    return exampleOf(best, name);
  }
  if (schema.default !== undefined) return schema.default;
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [
          key,
          key === 'name' ? nameFor(schema.properties ?? {}) : exampleOf(s, key),
        ]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'email' ? SAMPLES.email : 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return null;
  }
}
