// The shop's demo (issue 24): three approved sellers (an artisan collective in Rajasthan, a
// women's self-help group in Maharashtra, a social enterprise in Karnataka), the shop's
// categories and brands, and 30 listings with their variations. Pure data: the server writes it
// through the vendors and products services. Photos are JPEG files beside this one
// (shop-photos/, made by scripts/shop-photos.ts), re-encoded on import like any upload.

export interface ShopVendorSeed {
  key: 'bagru' | 'sakhi' | 'nudi';
  owner: { fullName: string; email: string; phone: string };
  legalName: string;
  displayName: string;
  about: string;
  addressLine: string;
  city: string;
  state: string;
  pinCode: string;
  supportEmail: string;
  supportPhone: string;
  returnPolicy: string;
  pan: string;
  /** Optional; the Rajasthan collective's has a valid checksum and Rajasthan's state code (08). */
  gstin: string | null;
  bankAccountName: string;
  bankAccountNumber: string;
  /** Present in Razorpay's offline IFSC list (the `ifsc` package). */
  ifsc: string;
}

export const SHOP_VENDORS: readonly ShopVendorSeed[] = [
  {
    key: 'bagru',
    owner: { fullName: 'Ramesh Chhipa', email: 'bagru.hastkala@example.org', phone: '9829012345' },
    legalName: 'Bagru Hastkala Artisans Producer Company Limited',
    displayName: 'Bagru Hastkala',
    about:
      'Sixty-two Chhipa families of Bagru who print cotton by hand with carved sheesham blocks, natural indigo, dabu mud resist and madder, as their grandparents did. The potters of the same village make our terracotta.',
    addressLine: 'Chhipa Mohalla, Near Bus Stand, Bagru',
    city: 'Jaipur',
    state: 'Rajasthan',
    pinCode: '303007',
    supportEmail: 'orders@bagruhastkala.example.org',
    supportPhone: '+91 98290 12345',
    returnPolicy:
      'Return unused textiles with their tags within 7 days of delivery for a refund or an exchange. Terracotta broken in transit is replaced: send a photo within 48 hours. Natural dyes vary a little from piece to piece; that is not a defect.',
    pan: 'AAACB4849R',
    gstin: '08AAACB4849R1Z1',
    bankAccountName: 'Bagru Hastkala Artisans Producer Co Ltd',
    bankAccountNumber: '38912045671',
    ifsc: 'SBIN0000656',
  },
  {
    key: 'sakhi',
    owner: { fullName: 'Sunita Pawar', email: 'sakhi.gat@example.org', phone: '9823045678' },
    legalName: 'Sakhi Mahila Swayam Sahayata Gat, Vadgaon',
    displayName: 'Sakhi Mahila Bachat Gat',
    about:
      'Twenty-two women of Vadgaon near Kolhapur who started with monthly savings of ₹100 each. Today we bake millet cookies, roll laddoos, stitch jute bags and teach tailoring to girls of our taluka.',
    addressLine: 'Gram Panchayat Building, Main Road, Vadgaon',
    city: 'Kolhapur',
    state: 'Maharashtra',
    pinCode: '416112',
    supportEmail: 'sakhi.gat@example.org',
    supportPhone: '+91 98230 45678',
    returnPolicy:
      'Food cannot be returned once opened; a packet that reaches you damaged or past its date is replaced free. Bags: return unused within 7 days for a refund. Classes: full refund up to 3 days before the first class.',
    pan: 'AAEAS2217K',
    gstin: null,
    bankAccountName: 'Sakhi Mahila Swayam Sahayata Gat',
    bankAccountNumber: '60123456789',
    ifsc: 'MAHB0001170',
  },
  {
    key: 'nudi',
    owner: { fullName: 'Kavya Hegde', email: 'nudi.crafts@example.org', phone: '9845067890' },
    legalName: 'Nudi Social Enterprises Private Limited',
    displayName: 'Nudi Crafts',
    about:
      'A social enterprise in Mysuru working with 140 weavers of Ilkal and Mysuru, toy makers of Channapatna and coir and banana-fibre groups of Dakshina Kannada. Fair wages are paid before the product is sold.',
    addressLine: '14, 2nd Cross, Vidyaranyapuram',
    city: 'Mysuru',
    state: 'Karnataka',
    pinCode: '570008',
    supportEmail: 'care@nudicrafts.example.org',
    supportPhone: '+91 98450 67890',
    returnPolicy:
      'Returns within 10 days of delivery for anything unused in its packing; we collect it from you. Silk sarees are exchanged, not refunded, once the fall is stitched.',
    pan: 'AAFCN7101B',
    gstin: null,
    bankAccountName: 'Nudi Social Enterprises Pvt Ltd',
    bankAccountNumber: '0127101003456',
    ifsc: 'CNRB0000127',
  },
];

export interface ShopCategorySeed {
  slug: string;
  name: string;
  nameHi: string;
  children?: { slug: string; name: string; nameHi: string }[];
}

export const SHOP_CATEGORIES: readonly ShopCategorySeed[] = [
  {
    slug: 'textiles',
    name: 'Handloom & textiles',
    nameHi: 'हथकरघा और कपड़ा',
    children: [
      { slug: 'sarees', name: 'Sarees', nameHi: 'साड़ियाँ' },
      { slug: 'kurtas', name: 'Kurtas', nameHi: 'कुर्ते' },
      { slug: 'dupattas-stoles', name: 'Dupattas & stoles', nameHi: 'दुपट्टे और स्टोल' },
      { slug: 'home-linen', name: 'Home linen', nameHi: 'घर के कपड़े' },
    ],
  },
  {
    slug: 'home-decor',
    name: 'Home & décor',
    nameHi: 'घर और सजावट',
    children: [
      { slug: 'terracotta', name: 'Terracotta & pottery', nameHi: 'टेराकोटा और मिट्टी के बर्तन' },
      { slug: 'toys', name: 'Wooden toys', nameHi: 'लकड़ी के खिलौने' },
      { slug: 'natural-fibre', name: 'Coir & natural fibre', nameHi: 'नारियल और प्राकृतिक रेशा' },
    ],
  },
  {
    slug: 'food',
    name: 'Food',
    nameHi: 'खान-पान',
    children: [
      { slug: 'millet-snacks', name: 'Millet snacks', nameHi: 'मिलेट के नाश्ते' },
      { slug: 'spices', name: 'Spices', nameHi: 'मसाले' },
    ],
  },
  { slug: 'bags', name: 'Jute bags', nameHi: 'जूट के थैले' },
  { slug: 'gifts', name: 'Gift packs', nameHi: 'उपहार पैक' },
  { slug: 'services', name: 'Classes & services', nameHi: 'कक्षाएँ और सेवाएँ' },
];

export const SHOP_BRANDS = [
  { slug: 'bagru-hastkala', name: 'Bagru Hastkala' },
  { slug: 'sakhi-foods', name: 'Sakhi Foods' },
  { slug: 'nudi', name: 'Nudi' },
] as const;

export interface ShopVariantSeed {
  sku: string;
  attributes: Record<string, string>;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
  weightGrams: number;
}

export interface ShopProductSeed {
  vendor: ShopVendorSeed['key'];
  kind: 'product' | 'package' | 'listing';
  title: string;
  /** Simple HTML (paragraphs, lists): sanitized on write like any description. */
  descriptionHtml: string;
  /** The vendor's Hindi, for /hi pages (both, or neither: a page shows Hindi only when whole). */
  titleHi?: string;
  descriptionHtmlHi?: string;
  /** A sub-category's slug (or a top one without children). */
  category: string;
  brand: (typeof SHOP_BRANDS)[number]['slug'] | null;
  tags: string[];
  hsnCode: string;
  gstRateBp: number;
  countryOfOrigin: string;
  featured: boolean;
  /** File names in shop-photos/, the first the main one. */
  photos: string[];
  variants: ShopVariantSeed[];
  /** Listings: a price, or null with priceOnRequest. */
  listingPricePaise?: number | null;
  priceOnRequest?: boolean;
  /** Packages: what they bundle, by SKU, each with its quantity. */
  packageItems?: { sku: string; quantity: number }[];
}

const rs = (rupees: number) => rupees * 100;
const v = (sku: string, attributes: Record<string, string>, mrp: number, price: number, stock: number, weightGrams: number): ShopVariantSeed => ({
  sku,
  attributes,
  mrpPaise: rs(mrp),
  pricePaise: rs(price),
  stock,
  weightGrams,
});
const p = (
  vendor: ShopVendorSeed['key'],
  title: string,
  category: string,
  photo: string,
  descriptionHtml: string,
  variants: ShopVariantSeed[],
  more: Partial<ShopProductSeed> = {},
): ShopProductSeed => ({
  vendor,
  kind: 'product',
  title,
  descriptionHtml,
  category,
  brand: vendor === 'bagru' ? 'bagru-hastkala' : vendor === 'sakhi' ? (category === 'millet-snacks' || category === 'spices' ? 'sakhi-foods' : null) : 'nudi',
  tags: [],
  hsnCode: '6211',
  gstRateBp: 500,
  countryOfOrigin: 'India',
  featured: false,
  photos: [photo],
  variants,
  ...more,
});

export const SHOP_PRODUCTS: readonly ShopProductSeed[] = [
  // ---- Bagru Hastkala (Rajasthan) ----
  p(
    'bagru',
    'Bagru dabu block-print cotton saree (बगरू दाबू साड़ी)',
    'sarees',
    'saree-indigo.jpg',
    '<p>Mul cotton printed by hand with dabu, a resist of black clay, lime and gum, then dipped in indigo several times. 5.5 m with a 0.8 m blouse piece.</p><ul><li>Natural dyes: indigo and madder</li><li>Hand wash in cold water, dry in shade</li></ul>',
    [v('BH-SAR-IND', { Colour: 'Indigo' }, 2800, 2350, 6, 550), v('BH-SAR-MAD', { Colour: 'Madder red' }, 2800, 2350, 3, 550)],
    {
      tags: ['saree', 'handloom', 'block print', 'dabu', 'indigo', 'cotton'],
      hsnCode: '5208',
      featured: true,
      titleHi: 'बगरू दाबू ठप्पा छपाई सूती साड़ी',
      descriptionHtmlHi:
        '<p>मलमल सूती कपड़ा, जिस पर हाथ से दाबू (काली मिट्टी, चूने और गोंद का लेप) छापकर कई बार नील में डुबोया गया है। 5.5 मीटर, साथ में 0.8 मीटर का ब्लाउज़ पीस।</p><ul><li>प्राकृतिक रंग: नील और मजीठ</li><li>ठंडे पानी में हाथ से धोएँ, छाँव में सुखाएँ</li></ul>',
    },
  ),
  p(
    'bagru',
    'Sanganeri block-print cotton kurta (सांगानेरी कुर्ता)',
    'kurtas',
    'kurta-rose.jpg',
    '<p>A straight kurta in soft cambric cotton with a small butta print. Side slits, three-quarter sleeves, two pockets.</p>',
    [v('BH-KUR-S', { Size: 'S' }, 1450, 1190, 8, 250), v('BH-KUR-M', { Size: 'M' }, 1450, 1190, 12, 260), v('BH-KUR-L', { Size: 'L' }, 1450, 1190, 0, 270)],
    {
      tags: ['kurta', 'block print', 'cotton', 'women'],
      featured: true,
      titleHi: 'सांगानेरी ठप्पा छपाई सूती कुर्ता',
      descriptionHtmlHi: '<p>मुलायम कैम्ब्रिक सूती कपड़े में छोटी बूटी की छपाई वाला सीधा कुर्ता। बगल में कट, तीन-चौथाई आस्तीन, दो जेबें।</p>',
    },
  ),
  p(
    'bagru',
    'Hand block-printed cotton dupatta',
    'dupattas-stoles',
    'dupatta-ochre.jpg',
    '<p>2.4 m of light cotton mul, printed with a jaal of leaves in harda yellow and iron black.</p>',
    [v('BH-DUP-OCH', { Colour: 'Ochre' }, 750, 620, 15, 150), v('BH-DUP-GRN', { Colour: 'Leaf green' }, 750, 620, 9, 150)],
    { tags: ['dupatta', 'block print', 'cotton'] },
  ),
  p(
    'bagru',
    'Block-print double bedsheet with two pillow covers',
    'home-linen',
    'bedsheet-indigo.jpg',
    '<p>90 × 108 inches, 180 thread count cotton, printed by hand. Colours stay bright wash after wash.</p>',
    [v('BH-BED-IND', { Colour: 'Indigo' }, 2400, 1990, 7, 1100), v('BH-BED-RED', { Colour: 'Red and black' }, 2400, 1990, 4, 1100)],
    { tags: ['bedsheet', 'block print', 'home'], hsnCode: '6304' },
  ),
  p(
    'bagru',
    'Terracotta water pot, matka (मटका)',
    'terracotta',
    'matka.jpg',
    '<p>Keeps water cool without electricity. Thrown on the wheel and fired in a wood kiln by the potters of Bagru. With a lid and a brass tap.</p>',
    [v('BH-MAT-5', { Capacity: '5 litres' }, 650, 520, 10, 2500), v('BH-MAT-10', { Capacity: '10 litres' }, 950, 790, 6, 4200)],
    {
      tags: ['terracotta', 'matka', 'clay pot', 'water'],
      hsnCode: '6912',
      gstRateBp: 1200,
      titleHi: 'मिट्टी का मटका',
      descriptionHtmlHi: '<p>बिना बिजली के पानी ठंडा रखता है। बगरू के कुम्हारों ने चाक पर बनाकर लकड़ी की भट्ठी में पकाया है। ढक्कन और पीतल की टोंटी के साथ।</p>',
    },
  ),
  p(
    'bagru',
    'Terracotta diyas, set of 12 (दीये)',
    'terracotta',
    'diyas.jpg',
    '<p>Hand-pressed clay lamps for Diwali and every evening. Plain, or painted in turmeric and white.</p>',
    [v('BH-DIY-PLN', { Finish: 'Plain' }, 240, 199, 40, 600), v('BH-DIY-PNT', { Finish: 'Painted' }, 360, 299, 25, 650)],
    {
      tags: ['diya', 'terracotta', 'diwali', 'lamp'],
      hsnCode: '6913',
      gstRateBp: 1200,
      titleHi: 'मिट्टी के दीये, 12 का सेट',
      descriptionHtmlHi: '<p>दिवाली और हर शाम के लिए हाथ से दबाकर बनाए मिट्टी के दीये। सादे, या हल्दी और सफ़ेद रंग से रंगे हुए।</p>',
    },
  ),
  p(
    'bagru',
    'Blue pottery planter',
    'terracotta',
    'planter-blue.jpg',
    '<p>Jaipur blue pottery made from quartz, not clay, painted by hand in cobalt and turquoise. A drainage hole and a saucer.</p>',
    [v('BH-PLA-S', { Size: 'Small (4 in)' }, 550, 450, 12, 500), v('BH-PLA-M', { Size: 'Medium (6 in)' }, 850, 690, 8, 900)],
    { tags: ['planter', 'blue pottery', 'garden'], hsnCode: '6913', gstRateBp: 1200 },
  ),
  p(
    'bagru',
    'Block-print cushion covers, set of two',
    'home-linen',
    'cushion-rust.jpg',
    '<p>16 × 16 inch cotton covers with a hidden zip, printed with the Bagru sun motif.</p>',
    [v('BH-CUS-RST', { Colour: 'Rust' }, 700, 560, 14, 300), v('BH-CUS-IND', { Colour: 'Indigo' }, 700, 560, 11, 300)],
    { tags: ['cushion cover', 'block print', 'home'], hsnCode: '6304' },
  ),
  p(
    'bagru',
    'Hand block-printed cotton stole',
    'dupattas-stoles',
    'stole-grey.jpg',
    '<p>A light stole, 2 m × 0.7 m, printed in kashish grey with a fine border.</p>',
    [v('BH-STO-GRY', { Colour: 'Grey' }, 650, 540, 10, 120), v('BH-STO-PNK', { Colour: 'Pink' }, 650, 540, 10, 120)],
    { tags: ['stole', 'block print', 'cotton'] },
  ),
  p(
    'bagru',
    'Diwali gift box: diyas and cushion covers',
    'gifts',
    'giftbox.jpg',
    '<p>Twelve painted diyas and a pair of block-print cushion covers, packed in a printed cloth bag that you can use again.</p>',
    [v('BH-PKG-DIW', {}, 1060, 850, 20, 1000)],
    {
      kind: 'package',
      tags: ['gift', 'diwali', 'diya'],
      packageItems: [
        { sku: 'BH-DIY-PNT', quantity: 1 },
        { sku: 'BH-CUS-RST', quantity: 1 },
      ],
      featured: true,
    },
  ),
  p(
    'bagru',
    'Block-printing workshop in Bagru, half a day (ठप्पा छपाई कार्यशाला)',
    'services',
    'workshop-block.jpg',
    '<p>Three hours in a printer’s courtyard: carve nothing, print everything. You print and take home a stole. Tea included. Saturdays and Sundays, 10 am.</p>',
    [],
    { kind: 'listing', listingPricePaise: rs(1500), tags: ['workshop', 'block print', 'class'], hsnCode: '9992', gstRateBp: 1800, brand: null },
  ),

  // ---- Sakhi Mahila Bachat Gat (Maharashtra) ----
  p(
    'sakhi',
    'Jowar millet cookies (ज्वारी कुकीज़)',
    'millet-snacks',
    'cookies-jowar.jpg',
    '<p>Baked with jowar flour, jaggery and cow ghee. No maida, no refined sugar, no preservatives. Best in 60 days.</p>',
    [v('SK-COO-200', { Pack: '200 g' }, 150, 120, 60, 230), v('SK-COO-400', { Pack: '400 g' }, 280, 225, 35, 440)],
    { tags: ['millet', 'jowar', 'cookies', 'snack'], hsnCode: '1905', gstRateBp: 1800, featured: true },
  ),
  p(
    'sakhi',
    'Ragi (nachni) laddoo (नाचणी लाडू)',
    'millet-snacks',
    'laddoo-ragi.jpg',
    '<p>Roasted nachni, peanuts, jaggery and ghee, rolled by hand the morning they are packed.</p>',
    [v('SK-LAD-250', { Pack: '250 g' }, 220, 180, 40, 270), v('SK-LAD-500', { Pack: '500 g' }, 420, 340, 20, 530)],
    { tags: ['millet', 'ragi', 'nachni', 'laddoo', 'sweet'], hsnCode: '1704', gstRateBp: 500 },
  ),
  p(
    'sakhi',
    'Bajra chakli (बाजरी चकली)',
    'millet-snacks',
    'chakli.jpg',
    '<p>Crisp spirals of bajra and rice flour with sesame and ajwain, fried in groundnut oil.</p>',
    [v('SK-CHA-200', { Pack: '200 g' }, 130, 110, 45, 220), v('SK-CHA-500', { Pack: '500 g' }, 300, 250, 18, 520)],
    { tags: ['millet', 'bajra', 'chakli', 'snack'], hsnCode: '2106', gstRateBp: 1200 },
  ),
  p(
    'sakhi',
    'Millet namkeen mix',
    'millet-snacks',
    'namkeen.jpg',
    '<p>Puffed jowar, roasted peanuts, curry leaves and a little Kolhapuri masala.</p>',
    [v('SK-NAM-200', { Pack: '200 g' }, 120, 99, 50, 220), v('SK-NAM-400', { Pack: '400 g' }, 220, 180, 0, 430)],
    { tags: ['millet', 'namkeen', 'snack'], hsnCode: '2106', gstRateBp: 1200 },
  ),
  p(
    'sakhi',
    'Kolhapuri masala (कोल्हापुरी मसाला)',
    'spices',
    'masala.jpg',
    '<p>Twenty-one spices roasted and pounded in small batches, with Byadgi and Sankeshwari chillies. Hot.</p>',
    [v('SK-MAS-100', { Pack: '100 g' }, 90, 75, 70, 120), v('SK-MAS-250', { Pack: '250 g' }, 210, 175, 30, 280)],
    { tags: ['masala', 'spices', 'kolhapuri'], hsnCode: '0910', gstRateBp: 500 },
  ),
  p(
    'sakhi',
    'Jute shopping bag with cotton handles',
    'bags',
    'bag-jute.jpg',
    '<p>Strong enough for a week’s vegetables. Laminated inside, with a pocket and cotton webbing handles.</p>',
    [v('SK-JUT-S', { Size: 'Small' }, 220, 180, 30, 200), v('SK-JUT-L', { Size: 'Large' }, 320, 260, 22, 280)],
    { tags: ['jute', 'bag', 'shopping bag', 'eco'], hsnCode: '4202', gstRateBp: 1200 },
  ),
  p(
    'sakhi',
    'Jute laptop bag',
    'bags',
    'bag-laptop.jpg',
    '<p>Padded, with a zip, a front pocket and an adjustable shoulder strap. Fits most laptops.</p>',
    [v('SK-LAP-14', { Size: '14 inch' }, 990, 790, 10, 600), v('SK-LAP-16', { Size: '15.6 inch' }, 1090, 870, 8, 650)],
    { tags: ['jute', 'laptop bag', 'bag'], hsnCode: '4202', gstRateBp: 1200 },
  ),
  p(
    'sakhi',
    'Narayanpeth cotton saree with Paithani border',
    'sarees',
    'saree-green.jpg',
    '<p>Woven in Narayanpeth cotton with a small temple border and a Paithani-style pallu. Blouse piece included.</p>',
    [v('SK-SAR-GRN', { Colour: 'Parrot green' }, 2200, 1850, 4, 600), v('SK-SAR-MAG', { Colour: 'Magenta' }, 2200, 1850, 3, 600)],
    { tags: ['saree', 'handloom', 'cotton', 'paithani'], hsnCode: '5208' },
  ),
  p(
    'sakhi',
    'Jute tote with Warli painting',
    'bags',
    'tote-warli.jpg',
    '<p>Painted by hand with a Warli harvest dance. Each one a little different.</p>',
    [v('SK-WAR-NAT', { Colour: 'Natural' }, 450, 380, 16, 250), v('SK-WAR-RED', { Colour: 'Red earth' }, 450, 380, 9, 250)],
    { tags: ['jute', 'tote', 'warli', 'bag'], hsnCode: '4202', gstRateBp: 1200 },
  ),
  p(
    'sakhi',
    'Millet snack hamper',
    'gifts',
    'hamper-millet.jpg',
    '<p>Jowar cookies, ragi laddoos and bajra chakli in a jute bag: a gift that is good for you.</p>',
    [v('SK-PKG-HAM', {}, 500, 420, 25, 750)],
    {
      kind: 'package',
      tags: ['gift', 'millet', 'hamper'],
      hsnCode: '1905',
      gstRateBp: 1200,
      packageItems: [
        { sku: 'SK-COO-200', quantity: 1 },
        { sku: 'SK-LAD-250', quantity: 1 },
        { sku: 'SK-CHA-200', quantity: 1 },
      ],
      brand: 'sakhi-foods',
    },
  ),
  p(
    'sakhi',
    'Tailoring classes for beginners, four weeks (शिलाई वर्ग)',
    'services',
    'class-tailoring.jpg',
    '<p>Measure, cut and stitch a blouse and a kurta on a treadle machine. Evenings, six days a week, in Vadgaon. Fees depend on the batch and are waived for girls from families in need: ask us.</p>',
    [],
    { kind: 'listing', priceOnRequest: true, listingPricePaise: null, tags: ['tailoring', 'class', 'stitching'], hsnCode: '9992', gstRateBp: 0, brand: null },
  ),

  // ---- Nudi Crafts (Karnataka) ----
  p(
    'nudi',
    'Ilkal cotton-silk saree (ಇಳಕಲ್ ಸೀರೆ)',
    'sarees',
    'saree-ilkal.jpg',
    '<p>Woven on pit looms in Ilkal with the tope teni pallu joined by the kondi technique. 6.2 m with blouse.</p>',
    [v('ND-ILK-RED', { Colour: 'Red and green' }, 3400, 2890, 5, 600), v('ND-ILK-BLK', { Colour: 'Black and red' }, 3400, 2890, 2, 600)],
    { tags: ['saree', 'ilkal', 'handloom', 'silk', 'cotton'], hsnCode: '5007', featured: true },
  ),
  p(
    'nudi',
    'Mysore silk saree with zari border',
    'sarees',
    'saree-silk.jpg',
    '<p>Pure crepe silk, 100% silk weft, with a fine gold zari border. Comes with a silk mark tag.</p>',
    [v('ND-MYS-BLU', { Colour: 'Peacock blue' }, 14500, 12900, 2, 700), v('ND-MYS-MAR', { Colour: 'Maroon' }, 14500, 12900, 3, 700)],
    { tags: ['saree', 'silk', 'mysore silk', 'zari'], hsnCode: '5007' },
  ),
  p(
    'nudi',
    'Channapatna wooden toy train',
    'toys',
    'toy-train.jpg',
    '<p>Turned in hale wood and coloured with lacquer from vegetable dyes. Safe for small hands, no sharp edges.</p>',
    [v('ND-TRN-3', { Coaches: 'Engine + 3' }, 850, 690, 12, 450), v('ND-TRN-5', { Coaches: 'Engine + 5' }, 1150, 950, 7, 650)],
    { tags: ['toy', 'channapatna', 'wooden', 'kids'], hsnCode: '9503', gstRateBp: 1200 },
  ),
  p(
    'nudi',
    'Channapatna stacking rings',
    'toys',
    'toy-rings.jpg',
    '<p>Seven lacquered rings on a pole: colours, sizes and counting for toddlers.</p>',
    [v('ND-RNG-S', { Size: 'Small' }, 450, 380, 20, 250), v('ND-RNG-L', { Size: 'Large' }, 650, 540, 10, 400)],
    { tags: ['toy', 'channapatna', 'stacking', 'kids'], hsnCode: '9503', gstRateBp: 1200 },
  ),
  p(
    'nudi',
    'Coir door mat',
    'natural-fibre',
    'mat-coir.jpg',
    '<p>Brushed coconut coir from Dakshina Kannada on a rubber back. Scrapes shoes clean, dries fast.</p>',
    [
      v('ND-MAT-S', { Size: '40 × 60 cm' }, 450, 360, 25, 1200),
      v('ND-MAT-L', { Size: '50 × 80 cm' }, 650, 520, 15, 1900),
      v('ND-MAT-XL', { Size: '60 × 90 cm' }, 850, 690, 0, 2600),
    ],
    { tags: ['coir', 'door mat', 'natural fibre'], hsnCode: '5702', gstRateBp: 1200 },
  ),
  p(
    'nudi',
    'Banana-fibre storage basket',
    'natural-fibre',
    'basket-banana.jpg',
    '<p>Coiled and stitched from banana stem fibre by a women’s group near Udupi.</p>',
    [
      v('ND-BSK-S', { Size: 'Small' }, 550, 450, 14, 300),
      v('ND-BSK-M', { Size: 'Medium' }, 750, 620, 10, 450),
      v('ND-BSK-L', { Size: 'Large' }, 990, 820, 6, 650),
    ],
    { tags: ['basket', 'banana fibre', 'storage'], hsnCode: '4602', gstRateBp: 1200 },
  ),
  p(
    'nudi',
    'Udupi handloom cotton kurta (men)',
    'kurtas',
    'kurta-men.jpg',
    '<p>Woven on the last handlooms of Udupi, cut into a short kurta with a Chinese collar.</p>',
    [v('ND-KUR-M', { Size: 'M' }, 1650, 1390, 9, 280), v('ND-KUR-L', { Size: 'L' }, 1650, 1390, 11, 290), v('ND-KUR-XL', { Size: 'XL' }, 1650, 1390, 5, 300)],
    { tags: ['kurta', 'handloom', 'udupi', 'cotton', 'men'] },
  ),
  p(
    'nudi',
    'Terracotta wind chime',
    'terracotta',
    'windchime.jpg',
    '<p>Five clay bells on jute cord that sound like rain on a tiled roof.</p>',
    [v('ND-CHM-BEL', { Design: 'Bells' }, 480, 390, 18, 400), v('ND-CHM-FSH', { Design: 'Fish' }, 480, 390, 12, 400)],
    { tags: ['terracotta', 'wind chime', 'decor'], hsnCode: '6913', gstRateBp: 1200 },
  ),
];

/** Where the photos are (the seed writer reads each file and stores it as an upload). */
export const SHOP_PHOTOS_DIR = new URL('./shop-photos/', import.meta.url);
