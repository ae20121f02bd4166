/**
 * Product templates per category: [name, image code point, [unit, base price in rupees][]].
 * The seed crosses each template with brands and units to make a believable catalogue.
 */
type Template = readonly [string, string, readonly (readonly [string, number])[]];

export const BRANDS: Record<string, readonly string[]> = {
  Seasonings: ['MDH', 'Everest', 'Catch', 'Tata Sampann', 'Aachi'],
  Sauces: ['Kissan', "Ching's Secret", 'Veeba', 'Maggi', 'Del Monte'],
  Vegetables: ['FreshFarm', 'Krishi Direct', 'Green Basket', 'Malwa Fresh'],
  'Dairy & Cheese': ['Amul', 'Mother Dairy', 'Gowardhan', 'Britannia', 'Sanchi'],
  'Frozen Foods': ['McCain', 'Safal', 'ITC Master Chef', 'Godrej Yummiez'],
  'Chicken & Eggs': ['Venky’s', 'Suguna', 'Licious Pro', 'Godrej Real Good'],
  'Fish & Seafood': ['Coastal Catch', 'Sea Harvest', 'FreshToHome Pro'],
  'Mutton & Lamb': ['Meatigo', 'Al Kabeer', 'Royal Butchers'],
  Flours: ['Aashirvaad', 'Pillsbury', 'Rajdhani', 'Fortune', 'Shakti Bhog'],
  Pulses: ['Tata Sampann', 'Rajdhani', '24 Mantra', 'Fortune'],
  Rice: ['India Gate', 'Daawat', 'Kohinoor', 'Fortune', 'Lal Qilla'],
  'Oil & Ghee': ['Amul', 'Patanjali', 'Gowardhan', 'Nandini'],
  'Dry Fruits': ['Happilo', 'Nutraj', 'Tulsi', 'Vedaka'],
  Beverages: ['Coca-Cola', 'Pepsi', 'Paper Boat', 'Real', 'Bisleri'],
  'Bakery Items': ['Britannia', 'Modern', 'Harvest Gold', 'English Oven'],
  Packaging: ['EcoPack', 'PackRight', 'Chuk', 'Hotpack'],
  Cleaning: ['Vim', 'Harpic', 'Lizol', 'Scotch-Brite', 'Diversey'],
  Kitchenware: ['Prestige', 'Hawkins', 'Vinod', 'Pigeon', 'Bergner'],
  'Coffee & Tea': ['Tata Tea', 'Red Label', 'Nescafé', 'Bru', 'Wagh Bakri'],
  'Edible Oils': ['Fortune', 'Saffola', 'Dhara', 'Gemini', 'Figaro'],
};

export const TEMPLATES: Record<string, readonly Template[]> = {
  Seasonings: [
    [
      'Garam Masala',
      '1f9c2',
      [
        ['100g', 78],
        ['500g', 340],
        ['1kg', 640],
      ],
    ],
    [
      'Red Chilli Powder',
      '1f336-fe0f',
      [
        ['200g', 70],
        ['500g', 165],
        ['1kg', 310],
      ],
    ],
    [
      'Turmeric Powder',
      '1f9c2',
      [
        ['200g', 56],
        ['500g', 130],
        ['1kg', 245],
      ],
    ],
    [
      'Coriander Powder',
      '1f9c2',
      [
        ['200g', 48],
        ['500g', 110],
        ['1kg', 205],
      ],
    ],
    [
      'Kitchen King Masala',
      '1f9c2',
      [
        ['100g', 82],
        ['500g', 360],
      ],
    ],
    [
      'Iodised Salt',
      '1f9c2',
      [
        ['1kg', 28],
        ['5kg', 130],
      ],
    ],
    [
      'Black Pepper Whole',
      '1f9c2',
      [
        ['100g', 95],
        ['500g', 430],
      ],
    ],
    [
      'Chaat Masala',
      '1f9c2',
      [
        ['100g', 66],
        ['500g', 290],
      ],
    ],
  ],
  Sauces: [
    [
      'Tomato Ketchup',
      '1f96b',
      [
        ['1kg', 135],
        ['5kg', 610],
      ],
    ],
    [
      'Green Chilli Sauce',
      '1f336-fe0f',
      [
        ['700g', 95],
        ['5kg', 520],
      ],
    ],
    [
      'Soy Sauce',
      '1f96b',
      [
        ['750ml', 88],
        ['5L', 480],
      ],
    ],
    [
      'Schezwan Chutney',
      '1f96b',
      [
        ['1kg', 210],
        ['5kg', 950],
      ],
    ],
    [
      'Eggless Mayonnaise',
      '1f96b',
      [
        ['1kg', 190],
        ['5kg', 880],
      ],
    ],
    [
      'Pizza Pasta Sauce',
      '1f345',
      [
        ['1kg', 240],
        ['5kg', 1080],
      ],
    ],
  ],
  Vegetables: [
    [
      'Onion',
      '1f9c5',
      [
        ['1kg', 34],
        ['10kg', 320],
        ['50kg', 1500],
      ],
    ],
    [
      'Potato',
      '1f954',
      [
        ['1kg', 28],
        ['10kg', 260],
        ['50kg', 1200],
      ],
    ],
    [
      'Tomato',
      '1f345',
      [
        ['1kg', 32],
        ['10kg', 300],
      ],
    ],
    [
      'Carrot',
      '1f955',
      [
        ['1kg', 48],
        ['5kg', 225],
      ],
    ],
    [
      'Broccoli',
      '1f966',
      [
        ['500g', 70],
        ['1kg', 130],
      ],
    ],
    [
      'Cucumber',
      '1f952',
      [
        ['1kg', 40],
        ['5kg', 185],
      ],
    ],
    [
      'Button Mushroom',
      '1f344',
      [
        ['200g', 45],
        ['1kg', 210],
      ],
    ],
    [
      'Lemon',
      '1f34b',
      [
        ['1kg', 90],
        ['5kg', 420],
      ],
    ],
  ],
  'Dairy & Cheese': [
    [
      'Mozzarella Cheese',
      '1f9c0',
      [
        ['1kg', 420],
        ['2kg', 820],
      ],
    ],
    ['Processed Cheese Slices', '1f9c0', [['765g', 390]]],
    [
      'Fresh Paneer',
      '1f9c0',
      [
        ['200g', 90],
        ['1kg', 400],
      ],
    ],
    [
      'Toned Milk',
      '1f95b',
      [
        ['1L', 56],
        ['6L', 330],
      ],
    ],
    ['Fresh Cream', '1f95b', [['1L', 230]]],
    [
      'Table Butter',
      '1f9c8',
      [
        ['500g', 280],
        ['100g', 58],
      ],
    ],
    [
      'Thick Curd',
      '1f95b',
      [
        ['1kg', 80],
        ['5kg', 380],
      ],
    ],
  ],
  'Frozen Foods': [
    [
      'French Fries 9mm',
      '1f35f',
      [
        ['2.5kg', 380],
        ['5kg', 740],
      ],
    ],
    [
      'Green Peas',
      '1f9ca',
      [
        ['1kg', 150],
        ['5kg', 700],
      ],
    ],
    ['Veg Momos', '1f95f', [['1kg', 260]]],
    ['Aloo Tikki', '1f9ca', [['1kg', 220]]],
    ['Sweet Corn Kernels', '1f9ca', [['1kg', 170]]],
    ['Vanilla Ice Cream', '1f368', [['4L', 560]]],
  ],
  'Chicken & Eggs': [
    [
      'Whole Chicken Curry Cut',
      '1f357',
      [
        ['1kg', 240],
        ['5kg', 1150],
      ],
    ],
    [
      'Boneless Chicken Breast',
      '1f357',
      [
        ['1kg', 340],
        ['5kg', 1650],
      ],
    ],
    ['Chicken Drumsticks', '1f357', [['1kg', 290]]],
    [
      'Farm Eggs',
      '1f95a',
      [
        ['30 pcs', 195],
        ['180 pcs', 1130],
      ],
    ],
    ['Chicken Seekh Kebab', '1f357', [['1kg', 420]]],
  ],
  'Fish & Seafood': [
    ['Rohu Fish Steaks', '1f41f', [['1kg', 280]]],
    ['Basa Fillet', '1f41f', [['1kg', 320]]],
    [
      'Prawns Medium Cleaned',
      '1f990',
      [
        ['500g', 360],
        ['1kg', 690],
      ],
    ],
    ['Surmai Slices', '1f41f', [['1kg', 780]]],
    ['Crab Meat', '1f980', [['500g', 540]]],
  ],
  'Mutton & Lamb': [
    [
      'Mutton Curry Cut',
      '1f356',
      [
        ['1kg', 780],
        ['5kg', 3800],
      ],
    ],
    ['Mutton Keema', '1f356', [['1kg', 820]]],
    ['Lamb Chops', '1f356', [['1kg', 980]]],
    ['Mutton Biryani Cut', '1f356', [['1kg', 800]]],
  ],
  Flours: [
    [
      'Whole Wheat Atta',
      '1f33e',
      [
        ['5kg', 260],
        ['10kg', 500],
        ['50kg', 2350],
      ],
    ],
    [
      'Maida',
      '1f33e',
      [
        ['1kg', 45],
        ['25kg', 980],
      ],
    ],
    [
      'Besan',
      '1f33e',
      [
        ['1kg', 95],
        ['5kg', 450],
      ],
    ],
    [
      'Sooji Rava',
      '1f33e',
      [
        ['1kg', 52],
        ['5kg', 245],
      ],
    ],
    [
      'Corn Flour',
      '1f33e',
      [
        ['500g', 45],
        ['5kg', 380],
      ],
    ],
  ],
  Pulses: [
    [
      'Toor Dal',
      '1fad8',
      [
        ['1kg', 165],
        ['5kg', 800],
        ['25kg', 3900],
      ],
    ],
    [
      'Moong Dal Yellow',
      '1fad8',
      [
        ['1kg', 130],
        ['5kg', 630],
      ],
    ],
    [
      'Chana Dal',
      '1fad8',
      [
        ['1kg', 95],
        ['5kg', 460],
      ],
    ],
    ['Rajma Chitra', '1fad8', [['1kg', 160]]],
    [
      'Kabuli Chana',
      '1fad8',
      [
        ['1kg', 150],
        ['5kg', 720],
      ],
    ],
    ['Urad Dal Whole', '1fad8', [['1kg', 140]]],
  ],
  Rice: [
    [
      'Basmati Rice Classic',
      '1f35a',
      [
        ['5kg', 620],
        ['25kg', 2950],
      ],
    ],
    [
      'Sella Basmati Rice',
      '1f35a',
      [
        ['5kg', 520],
        ['25kg', 2450],
      ],
    ],
    [
      'Sona Masoori Rice',
      '1f35a',
      [
        ['10kg', 580],
        ['25kg', 1400],
      ],
    ],
    ['Kolam Rice', '1f35a', [['10kg', 560]]],
    ['Idli Rice', '1f35a', [['10kg', 420]]],
  ],
  'Oil & Ghee': [
    [
      'Pure Cow Ghee',
      '1f9c8',
      [
        ['1L', 640],
        ['5L', 3100],
        ['15kg', 8900],
      ],
    ],
    ['Desi Ghee Danedar', '1f9c8', [['1L', 610]]],
    ['Vanaspati', '1f9c8', [['15kg', 2150]]],
    ['Cooking Butter Unsalted', '1f9c8', [['500g', 275]]],
  ],
  'Dry Fruits': [
    [
      'Cashew W320',
      '1f95c',
      [
        ['500g', 480],
        ['1kg', 940],
      ],
    ],
    [
      'California Almonds',
      '1f330',
      [
        ['500g', 420],
        ['1kg', 820],
      ],
    ],
    [
      'Golden Raisins',
      '1f95c',
      [
        ['500g', 210],
        ['1kg', 400],
      ],
    ],
    ['Pistachio Salted', '1f95c', [['250g', 290]]],
    ['Makhana Fox Nuts', '1f95c', [['250g', 230]]],
  ],
  Beverages: [
    [
      'Packaged Drinking Water',
      '1f964',
      [
        ['1L x 12', 180],
        ['20L jar', 90],
      ],
    ],
    ['Cola Soft Drink', '1f964', [['750ml x 24', 840]]],
    [
      'Mixed Fruit Juice',
      '1f9c3',
      [
        ['1L', 110],
        ['1L x 12', 1240],
      ],
    ],
    ['Soda Water', '1f964', [['750ml x 24', 480]]],
    ['Mango Drink', '1f9c3', [['1.2L', 75]]],
  ],
  'Bakery Items': [
    [
      'Burger Buns',
      '1f35e',
      [
        ['6 pcs', 45],
        ['24 pcs', 170],
      ],
    ],
    [
      'Sandwich Bread',
      '1f35e',
      [
        ['400g', 45],
        ['800g', 80],
      ],
    ],
    ['Pav', '1f35e', [['12 pcs', 40]]],
    ['Pizza Base 8 inch', '1f35e', [['5 pcs', 90]]],
    ['Butter Croissant', '1f950', [['6 pcs', 210]]],
    ['Chocolate Cookies', '1f36a', [['1kg', 420]]],
  ],
  Packaging: [
    ['Kraft Paper Bag Medium', '1f4e6', [['100 pcs', 320]]],
    ['Aluminium Foil Container 750ml', '1f4e6', [['100 pcs', 540]]],
    ['Biodegradable Cutlery Set', '1f944', [['100 sets', 380]]],
    ['Round Plastic Container 500ml', '1f963', [['50 pcs', 290]]],
    ['Pizza Box 10 inch', '1f4e6', [['100 pcs', 1150]]],
    ['Paper Napkins', '1f4e6', [['500 pcs', 210]]],
  ],
  Cleaning: [
    [
      'Dishwash Liquid',
      '1f9fc',
      [
        ['5L', 520],
        ['1L', 120],
      ],
    ],
    ['Floor Cleaner', '1f9f9', [['5L', 610]]],
    ['Scrub Pads', '1f9fd', [['10 pcs', 110]]],
    ['Hand Wash', '1f9fc', [['5L', 480]]],
    ['Kitchen Degreaser', '1f9f4', [['5L', 890]]],
    ['Garbage Bags Large', '1f9f9', [['30 pcs', 160]]],
  ],
  Kitchenware: [
    ['Aluminium Kadai 5L', '1f373', [['1 pc', 1450]]],
    ['Pressure Cooker 10L', '1f373', [['1 pc', 3200]]],
    ['Chef Knife 8 inch', '1f52a', [['1 pc', 690]]],
    ['Non-Stick Tawa', '1f373', [['1 pc', 980]]],
    ['Steel Ladle Set', '1f944', [['6 pcs', 540]]],
    ['Cutting Board HDPE', '1f52a', [['1 pc', 650]]],
  ],
  'Coffee & Tea': [
    [
      'CTC Tea Leaves',
      '1f375',
      [
        ['1kg', 480],
        ['250g', 130],
      ],
    ],
    [
      'Instant Coffee',
      '2615',
      [
        ['200g', 560],
        ['500g', 1320],
      ],
    ],
    ['Filter Coffee Powder', '2615', [['500g', 320]]],
    ['Green Tea Bags', '1f375', [['100 bags', 420]]],
    ['Masala Chai Premix', '1f375', [['1kg', 390]]],
  ],
  'Edible Oils': [
    [
      'Refined Sunflower Oil',
      '1fad2',
      [
        ['1L', 155],
        ['5L', 740],
        ['15L', 2150],
      ],
    ],
    [
      'Kachi Ghani Mustard Oil',
      '1fad2',
      [
        ['1L', 180],
        ['15L', 2550],
      ],
    ],
    [
      'Refined Soyabean Oil',
      '1fad2',
      [
        ['1L', 140],
        ['15L', 1990],
      ],
    ],
    [
      'Rice Bran Oil',
      '1fad2',
      [
        ['1L', 165],
        ['5L', 790],
      ],
    ],
    ['Extra Virgin Olive Oil', '1fad2', [['1L', 890]]],
    [
      'Groundnut Oil',
      '1fad2',
      [
        ['1L', 210],
        ['15L', 3050],
      ],
    ],
  ],
};
