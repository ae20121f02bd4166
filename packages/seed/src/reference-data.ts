/**
 * The 20 categories of the spec, with the HSN heading and GST rate their goods default to
 * (rates since 22 September 2025, decision 0054), whether selling them needs an FSSAI licence,
 * and a seed image.
 */
export const CATEGORY_DATA = [
  { name: 'Seasonings', hsn: '0910', gstRate: 5, food: true, icon: '1f9c2' },
  { name: 'Sauces', hsn: '2103', gstRate: 5, food: true, icon: '1f96b' },
  { name: 'Vegetables', hsn: '0709', gstRate: 0, food: true, icon: '1f955', fresh: true },
  { name: 'Dairy & Cheese', hsn: '0406', gstRate: 5, food: true, icon: '1f9c0', fresh: true },
  { name: 'Frozen Foods', hsn: '0710', gstRate: 5, food: true, icon: '1f9ca' },
  { name: 'Chicken & Eggs', hsn: '0207', gstRate: 0, food: true, icon: '1f357', fresh: true },
  { name: 'Fish & Seafood', hsn: '0302', gstRate: 0, food: true, icon: '1f41f', fresh: true },
  { name: 'Mutton & Lamb', hsn: '0204', gstRate: 0, food: true, icon: '1f356', fresh: true },
  { name: 'Flours', hsn: '1101', gstRate: 5, food: true, icon: '1f33e' },
  { name: 'Pulses', hsn: '0713', gstRate: 5, food: true, icon: '1fad8' },
  { name: 'Rice', hsn: '1006', gstRate: 5, food: true, icon: '1f35a' },
  { name: 'Oil & Ghee', hsn: '0405', gstRate: 5, food: true, icon: '1f9c8' },
  { name: 'Dry Fruits', hsn: '0802', gstRate: 5, food: true, icon: '1f95c' },
  { name: 'Beverages', hsn: '220210', gstRate: 40, food: true, icon: '1f964' },
  { name: 'Bakery Items', hsn: '1905', gstRate: 5, food: true, icon: '1f35e', fresh: true },
  { name: 'Packaging', hsn: '4819', gstRate: 5, food: false, icon: '1f4e6' },
  { name: 'Cleaning', hsn: '3402', gstRate: 18, food: false, icon: '1f9fd' },
  { name: 'Kitchenware', hsn: '7323', gstRate: 5, food: false, icon: '1f373' },
  { name: 'Coffee & Tea', hsn: '0902', gstRate: 5, food: true, icon: '2615' },
  { name: 'Edible Oils', hsn: '1508', gstRate: 5, food: true, icon: '1fad2' },
] as const;

export const CITY_DATA = [
  { name: 'Indore', state: 'Madhya Pradesh' },
  { name: 'Bhopal', state: 'Madhya Pradesh' },
  { name: 'Mumbai', state: 'Maharashtra' },
  { name: 'Pune', state: 'Maharashtra' },
  { name: 'Delhi', state: 'Delhi' },
  { name: 'Bengaluru', state: 'Karnataka' },
  { name: 'Hyderabad', state: 'Telangana' },
  { name: 'Ahmedabad', state: 'Gujarat' },
  { name: 'Jaipur', state: 'Rajasthan' },
  { name: 'Chennai', state: 'Tamil Nadu' },
] as const;

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
