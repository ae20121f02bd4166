/** The 20 categories of the spec, with the HSN heading printed on GST invoices and a seed image. */
export const CATEGORY_DATA = [
  { name: 'Seasonings', hsn: '0910', icon: '1f9c2' },
  { name: 'Sauces', hsn: '2103', icon: '1f96b' },
  { name: 'Vegetables', hsn: '0709', icon: '1f955' },
  { name: 'Dairy & Cheese', hsn: '0406', icon: '1f9c0' },
  { name: 'Frozen Foods', hsn: '0710', icon: '1f9ca' },
  { name: 'Chicken & Eggs', hsn: '0207', icon: '1f357' },
  { name: 'Fish & Seafood', hsn: '0302', icon: '1f41f' },
  { name: 'Mutton & Lamb', hsn: '0204', icon: '1f356' },
  { name: 'Flours', hsn: '1101', icon: '1f33e' },
  { name: 'Pulses', hsn: '0713', icon: '1fad8' },
  { name: 'Rice', hsn: '1006', icon: '1f35a' },
  { name: 'Oil & Ghee', hsn: '0405', icon: '1f9c8' },
  { name: 'Dry Fruits', hsn: '0802', icon: '1f95c' },
  { name: 'Beverages', hsn: '2202', icon: '1f964' },
  { name: 'Bakery Items', hsn: '1905', icon: '1f35e' },
  { name: 'Packaging', hsn: '4819', icon: '1f4e6' },
  { name: 'Cleaning', hsn: '3402', icon: '1f9fd' },
  { name: 'Kitchenware', hsn: '7323', icon: '1f373' },
  { name: 'Coffee & Tea', hsn: '0902', icon: '2615' },
  { name: 'Edible Oils', hsn: '1508', icon: '1fad2' },
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
