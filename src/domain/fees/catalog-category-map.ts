/**
 * Catalog category name → referral-fee category.
 *
 * Catalog rows carry Amazon's browse-node names ("Luggage", "Car Care", "Industrial  Scientific" —
 * the sample CSVs drop "&", leaving double spaces) or a path ("Electronics > Headphones"). Lookup:
 * 1. the name, normalised (lower case, "&" and punctuation removed, spaces collapsed), in the
 *    explicit tables below — they cover every category of the bundled sample catalog and the
 *    departments of the other stores;
 * 2. otherwise keyword rules on the name; a path is read leaf first, each segment by name, then by keyword;
 * 3. otherwise `everythingElse` (15 % in the US), reported as `matchedBy: 'default'`.
 * The table is documented in docs/toolkit.md ("Catalog categories and referral fees").
 */
import { DEFAULT_FEE_CATEGORY, type FeeCategoryId } from './fee-categories.ts';

export const normaliseCategoryName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Browse-node names of the sample catalog (and their common parents), grouped by fee category. */
// biome-ignore format: data table, one group per block
const NAMES_BY_CATEGORY: Record<FeeCategoryId, string[]> = {
  artsCrafts: [
    'Arts, Crafts & Sewing', 'Beading & Jewelry Making', 'Fabric Decorating', 'Knitting & Crochet Supplies',
    'Printmaking Supplies', 'Scrapbooking & Stamping Supplies', 'Sewing Products', 'Craft & Hobby Fabric',
    'Needlework Supplies', 'Arts, Crafts & Sewing Storage', 'Painting, Drawing & Art Supplies',
    'Craft Supplies & Materials', 'Gift Wrapping Supplies', 'Party Decorations',
  ],
  automotivePowersports: [
    'Automotive', 'Automotive Paint & Paint Supplies', 'Heavy Duty & Commercial Vehicle Equipment',
    'Automotive Tires & Wheels', 'Automotive Tools & Equipment', 'Automotive Performance Parts & Accessories',
    'Car Care', 'Oils & Fluids', 'Automotive Replacement Parts', 'Lights, Bulbs & Indicators',
    'Automotive Interior Accessories', 'Automotive Exterior Accessories', 'Automotive Enthusiast Merchandise',
    'Car Electronics & Accessories', 'RV Parts & Accessories', 'Motorcycle & Powersports',
    'Motorcycle Accessories & Parts',
  ],
  baby: [
    'Baby', 'Baby Products', 'Baby Diapering Products', 'Baby & Toddler Feeding Supplies',
    'Pregnancy & Maternity Products', 'Child Safety Car Seats & Accessories', 'Baby Safety Products',
    'Toilet Training Products', 'Baby Care Products', 'Baby Travel Gear', 'Baby Activity & Entertainment Products',
    'Baby Gifts', 'Baby Stationery', 'Nursery Furniture, Bedding & Décor', 'Baby Strollers & Accessories',
  ],
  beautyHealthPersonalCare: [
    'Beauty & Personal Care', 'Perfumes & Fragrances', 'Hair Care Products', 'Makeup', 'Skin Care Products',
    'Beauty Tools & Accessories', 'Foot, Hand & Nail Care Products', 'Personal Care Products',
    'Shaving & Hair Removal Products', 'Oral Care Products', 'Vision Products', 'Wellness & Relaxation Products',
    'Baby & Child Care Products', 'Household Supplies', 'Health Care Products', 'Diet & Sports Nutrition',
    'Home Use Medical Supplies & Equipment', 'Sexual Wellness Products', 'Health & Household',
    'Sports Nutrition Products',
  ],
  computers: [
    'Computer Servers', 'Data Storage', 'Computer Monitors', 'Computers & Tablets', 'Computer Networking',
    'Computer Components', 'Computer External Components', 'Computers',
  ],
  electronicsAccessories: [
    'Tablet Replacement Parts', 'Tablet Accessories', 'Laptop Accessories', 'eBook Readers & Accessories',
    'Cell Phones & Accessories', 'Accessories & Supplies',
  ],
  consumerElectronics: [
    'Electronics', 'Wearable Technology', 'Televisions & Video Products', 'GPS & Navigation',
    'Headphones & Earbuds', 'Office Electronics', 'Portable Audio & Video', 'Video Projectors',
    'Vehicle Electronics', 'Security & Surveillance Equipment', 'Home Audio & Theater Products',
    'Smart Home: New Smart Devices', 'Smart Home: Voice Assistants and Hubs', 'Smart Home: Smart Locks and Entry',
    'Smart Home: Home Entertainment', 'Smart Home: WiFi and Networking', 'Smart Home: Security Cameras and Systems',
    'Smart Home: Lighting', 'Smart Home: Plugs and Outlets', 'Smart Home Thermostats - Compatibility Checker',
    'Smart Home: Other Solutions', 'Smart Home - Heating & Cooling',
  ],
  cameraPhoto: ['Camera & Photo'],
  clothingAccessories: [
    "Boys' Clothing", "Boys' Accessories", "Girls' Clothing", "Girls' Accessories", "Girls' School Uniforms",
    "Men's Clothing", "Men's Accessories", "Women's Clothing", "Women's Accessories", "Baby Boys' Clothing & Shoes",
    "Baby Girls' Clothing & Shoes", "Boys' School Uniforms", 'Clothing, Shoes & Jewelry',
  ],
  shoesHandbags: ["Boys' Shoes", "Girls' Shoes", "Men's Shoes", "Women's Shoes", "Women's Handbags"],
  jewelry: ["Boys' Jewelry", "Girls' Jewelry", "Women's Jewelry"],
  watches: ["Boys' Watches", "Girls' Watches", "Men's Watches", "Women's Watches"],
  luggage: [
    'Luggage', 'Luggage & Travel Gear', 'Travel Duffel Bags', 'Messenger Bags', 'Travel Tote Bags', 'Garment Bags',
    'Luggage Sets', 'Suitcases', 'Travel Accessories', 'Rain Umbrellas', 'Backpacks', 'Laptop Bags',
  ],
  furniture: ["Kids' Furniture", 'Furniture'],
  officeProducts: ['Stationery & Gift Wrapping Supplies', 'Office Products'],
  industrialScientific: [
    'Industrial & Scientific', 'Commercial Door Products', 'Power Transmission Products', 'Industrial Materials',
    'Industrial Hardware', 'Abrasive & Finishing Products', 'Industrial Adhesives, Sealants & Lubricants',
    'Material Handling Products', 'Test, Measure & Inspect', 'Industrial Power & Hand Tools',
    'Hydraulics, Pneumatics & Plumbing', 'Filtration', 'Electronic Components', 'Lab & Scientific Products',
    'Janitorial & Sanitation Supplies', 'Occupational Health & Safety Products', 'Cutting Tools', 'Fasteners',
    'Science Education Supplies', 'Food Service Equipment & Supplies', 'Additive Manufacturing Products',
    'Professional Medical Supplies', 'Professional Dental Supplies', 'Packaging & Shipping Supplies',
    'Retail Store Fixtures & Equipment',
  ],
  homeKitchen: [
    'Home & Kitchen', 'Bath Products', 'Bedding', 'Home Décor Products', 'Household Cleaning Supplies',
    'Seasonal Décor', 'Home Lighting & Ceiling Fans', 'Heating, Cooling & Air Quality',
    "Kids' Home Store", 'Home Storage & Organization', 'Wall Art', 'Vacuum Cleaners & Floor Care',
    'Ironing Products', 'Party Supplies', 'Smart Home: Vacuums and Mops',
  ],
  kitchen: ['Kitchen & Dining', 'Kitchen'],
  lawnGarden: ['Smart Home: Lawn and Garden', 'Patio, Lawn & Garden', 'Lawn & Garden'],
  musicVideoDvd: ['CDs & Vinyl', 'Movies & TV', 'Digital Music'],
  software: ['Software'],
  musicalInstruments: ['Musical Instruments'],
  compactAppliances: ['Home Appliances'],
  petSupplies: [
    'Pet Supplies', 'Pet Bird Supplies', 'Cat Supplies', 'Dog Supplies', 'Fish & Aquatic Pets', 'Horse Supplies',
    'Reptiles & Amphibian Supplies', 'Small Animal Supplies',
  ],
  sportsOutdoors: ['Sports & Fitness', 'Outdoor Recreation', 'Sports & Outdoors'],
  toolsHomeImprovement: [
    'Tools & Home Improvement', 'Pumps & Plumbing Equipment', 'Paint, Wall Treatments & Supplies',
    'Safety & Security', 'Light Bulbs', 'Power Tools & Hand Tools', 'Kitchen & Bath Fixtures',
    'Lighting & Ceiling Fans', 'Electrical Equipment', 'Hardware', 'Building Supplies', 'Measuring & Layout',
    'Welding & Soldering',
  ],
  toysGames: [
    'Toys & Games', "Kids' Party Supplies", 'Toy Figures & Playsets', 'Novelty Toys & Amusements',
    'Arts & Crafts Supplies', 'Building Toys', 'Dolls & Accessories', "Kids' Electronics", 'Games & Accessories',
    'Learning & Education Toys', "Kids' Dress Up & Pretend Play", 'Puppets & Puppet Theaters', 'Puzzles',
    'Sports & Outdoor Play Toys', 'Stuffed Animals & Plush Toys', 'Baby & Toddler Toys',
    'Tricycles, Scooters & Wagons', 'Finger Toys', 'Toy Vehicle Playsets', "Kids' Play Trains & Trams",
    "Kids' Play Trucks", "Kids' Play Cars & Race Cars", "Kids' Play Boats", "Kids' Play Buses",
    "Kids' Play Tractors", 'Slot Cars, Race Tracks & Accessories',
  ],
  videoGames: [
    'Video Games', 'Video Game Consoles & Accessories', 'Sony PSP Games, Consoles & Accessories',
    'Nintendo DS Games, Consoles & Accessories', 'PlayStation 3 Games, Consoles & Accessories',
    'Wii Games, Consoles & Accessories', 'Xbox 360 Games, Consoles & Accessories', 'Mac Games & Accessories',
    'Nintendo 3DS & 2DS Consoles, Games & Accessories', 'Legacy Systems',
    'PlayStation Vita Games, Consoles & Accessories', 'Wii U Games, Consoles & Accessories',
    'PlayStation 4 Games, Consoles & Accessories', 'Xbox One Games, Consoles & Accessories',
    'Online Video Game Services', 'Virtual Reality Hardware & Accessories',
    'Nintendo Switch Consoles, Games & Accessories', 'PlayStation 5 Consoles, Games & Accessories',
    'Xbox Series X & S Consoles, Games & Accessories', 'PC Games & Accessories',
  ],
  books: ['Books'],
  grocery: ['Grocery & Gourmet Food'],
  everythingElse: ['Gift Cards'],
  // No sample category maps to these; they are chosen by id in the calculators.
  amazonDeviceAccessories: ['Amazon Device Accessories'],
  cellPhones: ['Cell Phones'],
  fullSizeAppliances: ['Appliances'],
  videoGameConsoles: [],
};

/**
 * Departments of the other stores as Keepa and SP-API name them (amazon.co.uk, .de, .fr, .it, .es;
 * matched like the table above, accents removed), so a European seller's products get their own
 * category's rate rather than the default.
 */
// biome-ignore format: data table, one group per block
const EU_DEPARTMENTS: Partial<Record<FeeCategoryId, string[]>> = {
  homeKitchen: [
    'Cuisine et Maison', 'Küche, Haushalt & Wohnen', 'Casa e cucina', 'Hogar y cocina', 'Luminaires et Eclairage',
    'Beleuchtung', 'Illuminazione', 'Iluminación', 'Lighting',
  ],
  lawnGarden: ['Garden', 'Jardin', 'Garten', 'Giardino e giardinaggio', 'Jardín'],
  sportsOutdoors: ['Sports et Loisirs', 'Sport & Freizeit', 'Sport e tempo libero', 'Deportes y aire libre'],
  toysGames: ['Jeux et Jouets', 'Spielzeug', 'Giochi e giocattoli', 'Juguetes y juegos'],
  beautyHealthPersonalCare: [
    'Health & Personal Care', 'Beauté et Parfum', 'Hygiène et Santé', 'Beauty', 'Drogerie & Körperpflege',
    'Bellezza', 'Salute e cura della persona', 'Belleza', 'Salud y cuidado personal',
  ],
  baby: ['Bébé et Puériculture', 'Prima infanzia', 'Bebé'],
  petSupplies: ['Animalerie', 'Haustier', 'Prodotti per animali domestici', 'Productos para mascotas'],
  toolsHomeImprovement: [
    'DIY & Tools', 'Bricolage', 'Baumarkt', 'Fai da te', 'Bricolaje y herramientas',
  ],
  computers: ['Computers & Accessories', 'Informatique', 'Computer & Zubehör', 'Informatica', 'Informática'],
  consumerElectronics: ['Electronics & Photo', 'High-Tech', 'Elektronik & Foto', 'Elettronica', 'Electrónica'],
  books: ['Livres', 'Bücher', 'Libri', 'Libros'],
  clothingAccessories: ['Fashion', 'Vêtements', 'Mode', 'Bekleidung', 'Abbigliamento', 'Moda', 'Ropa'],
  shoesHandbags: [
    'Chaussures et Sacs', 'Schuhe & Handtaschen', 'Scarpe e borse', 'Zapatos y complementos',
  ],
  jewelry: ['Bijoux', 'Schmuck', 'Gioielli', 'Joyería'],
  watches: ['Montres', 'Uhren', 'Orologi', 'Relojes'],
  luggage: ['Bagages', 'Koffer, Rucksäcke & Taschen', 'Valigeria', 'Equipaje'],
  officeProducts: [
    'Stationery & Office Supplies', 'Fournitures de bureau', 'Bürobedarf & Schreibwaren',
    'Cancelleria e prodotti per ufficio', 'Oficina y papelería',
  ],
  videoGames: ['Jeux vidéo', 'Games', 'Videogiochi', 'Videojuegos'],
  musicalInstruments: [
    'Instruments de musique', 'Musikinstrumente & DJ-Equipment', 'Strumenti musicali', 'Instrumentos musicales',
  ],
  automotivePowersports: ['Auto et Moto', 'Auto & Motorrad', 'Auto e Moto', 'Coche y moto'],
  grocery: ['Epicerie', 'Lebensmittel & Getränke', 'Alimentari e cura della casa', 'Alimentación y bebidas'],
  industrialScientific: [
    'Commerce, Industrie & Science', 'Gewerbe, Industrie & Wissenschaft', 'Industria e Scienza',
    'Industria, empresas y ciencia', 'Business, Industry & Science',
  ],
  fullSizeAppliances: [
    'Large Appliances', 'Gros électroménager', 'Großgeräte', 'Grandi elettrodomestici', 'Grandes electrodomésticos',
  ],
  musicVideoDvd: [
    'Musique : CD & Vinyles', 'DVD & Blu-ray', 'Musik-CDs & Vinyl', 'Musica', 'Film e TV',
    'Música: CDs y vinilos', 'Películas y TV',
  ],
  software: ['Logiciels'],
};

/** amazon.co.jp's departments, matched on the name as written (NFKC). */
// biome-ignore format: data table
const JP_DEPARTMENTS: Partial<Record<FeeCategoryId, string[]>> = {
  homeKitchen: ['ホーム&キッチン'], kitchen: ['キッチン用品・食器'], sportsOutdoors: ['スポーツ&アウトドア'],
  toysGames: ['おもちゃ'], beautyHealthPersonalCare: ['ビューティー', 'ドラッグストア'], baby: ['ベビー&マタニティ'],
  petSupplies: ['ペット用品'], toolsHomeImprovement: ['DIY・工具・ガーデン'], computers: ['パソコン・周辺機器'],
  consumerElectronics: ['家電&カメラ'], books: ['本'], clothingAccessories: ['ファッション', '服&ファッション小物'],
  shoesHandbags: ['シューズ&バッグ'], jewelry: ['ジュエリー'], watches: ['腕時計'],
  officeProducts: ['文房具・オフィス用品'], videoGames: ['ゲーム', 'TVゲーム'], musicalInstruments: ['楽器・音響機器'],
  automotivePowersports: ['車&バイク'], grocery: ['食品・飲料・お酒'], industrialScientific: ['産業・研究開発用品'],
  fullSizeAppliances: ['大型家電'], musicVideoDvd: ['ミュージック', 'DVD'], software: ['PCソフト'],
};

const rawName = (name: string) => name.normalize('NFKC').replace(/\s+/g, '');

const BY_NAME = new Map<string, FeeCategoryId>();
const BY_RAW_NAME = new Map<string, FeeCategoryId>();
for (const table of [NAMES_BY_CATEGORY, EU_DEPARTMENTS])
  for (const [category, names] of Object.entries(table) as [FeeCategoryId, string[]][])
    for (const name of names) BY_NAME.set(normaliseCategoryName(name), category);
for (const [category, names] of Object.entries(JP_DEPARTMENTS) as [FeeCategoryId, string[]][])
  for (const name of names) BY_RAW_NAME.set(rawName(name), category);

/** Keyword rules for names outside the table, most specific first (matched on whole words). */
const KEYWORD_RULES: [RegExp, FeeCategoryId][] = [
  [/\bwatch(es)?\b/, 'watches'],
  [/\bjewel(ry|lery)\b/, 'jewelry'],
  [/\b(shoes?|handbags?|sunglasses)\b/, 'shoesHandbags'],
  [/\b(clothing|apparel)\b/, 'clothingAccessories'],
  [/\b(grocery|gourmet)\b/, 'grocery'],
  [/\bbaby\b/, 'baby'],
  [/\b(beauty|health|personal care|makeup|skin care|hair care)\b/, 'beautyHealthPersonalCare'],
  [/\bfurniture\b/, 'furniture'],
  [/\bcamera\b/, 'cameraPhoto'],
  [/\b(computers?|laptops?|tablets?)\b/, 'computers'],
  [/\b(automotive|car|motorcycle|powersports|vehicle)\b/, 'automotivePowersports'],
  [/\b(industrial|scientific)\b/, 'industrialScientific'],
  [/\b(video games?|consoles?)\b/, 'videoGames'],
  [/\b(toys?|games?)\b/, 'toysGames'],
  [/\b(electronics|audio|headphones|television)\b/, 'consumerElectronics'],
  [/\b(kitchen|cookware|dining)\b/, 'kitchen'],
  [/\b(garden|lawn|patio)\b/, 'lawnGarden'],
  [/\b(home|bedding|bath)\b/, 'homeKitchen'],
  [/\b(music|movies?|dvd|vinyl)\b/, 'musicVideoDvd'],
  [/\bsoftware\b/, 'software'],
  [/\binstruments?\b/, 'musicalInstruments'],
  [/\b(luggage|travel)\b/, 'luggage'],
  [/\b(sports?|outdoors?|fitness)\b/, 'sportsOutdoors'],
  [/\b(pets?|dog|cat)\b/, 'petSupplies'],
  [/\b(tools?|hardware)\b/, 'toolsHomeImprovement'],
  [/\bbooks?\b/, 'books'],
  [/\boffice\b/, 'officeProducts'],
];

export interface CatalogCategoryMatch {
  category: FeeCategoryId;
  matchedBy: 'catalog-name' | 'keyword' | 'default';
}

const keywordMatch = (normalised: string) => KEYWORD_RULES.find(([re]) => re.test(normalised))?.[1];

const matched = new Map<string, CatalogCategoryMatch>();

/** The fee category of a catalog category name or path (leaf first); `everythingElse` by default. */
export function feeCategoryForCatalog(nameOrPath: string | null | undefined): CatalogCategoryMatch {
  if (!nameOrPath?.trim()) return { category: DEFAULT_FEE_CATEGORY, matchedBy: 'default' };
  const known = matched.get(nameOrPath);
  if (known) return { ...known };
  const match = matchCategory(nameOrPath);
  if (matched.size > 5000) matched.clear();
  matched.set(nameOrPath, match);
  return { ...match };
}

function matchCategory(nameOrPath: string): CatalogCategoryMatch {
  // Leaf first: a segment's own name, else its keywords, before its parents (a "Dog Beds" leaf
  // under "Garden" is a pet supply).
  for (const part of nameOrPath.split(/\s*(?:>|›|\/|\|)\s*/).reverse()) {
    const segment = normaliseCategoryName(part);
    const named = BY_NAME.get(segment) ?? BY_RAW_NAME.get(rawName(part));
    if (named) return { category: named, matchedBy: 'catalog-name' };
    const keyword = segment ? keywordMatch(segment) : undefined;
    if (keyword) return { category: keyword, matchedBy: 'keyword' };
  }
  return { category: DEFAULT_FEE_CATEGORY, matchedBy: 'default' };
}
