// Demo campaigns: the five monthly causes with the spec's ids, and eleven one-time campaigns
// from id 3001. Every category has at least one campaign. Money is integer paise.
import { type CATEGORIES, MONTHLY_CAUSES } from '@sahyog/core';
import type { Motif } from './svg.ts';

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export interface ProductSeed {
  title: string;
  motif: Motif;
  pricePaise: number;
  stock: number;
  collected: number;
}

export interface UpdateSeed {
  daysAgo: number;
  title: string;
  bodyHtml: string;
}

export interface CampaignSeed {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: CategorySlug;
  motif: Motif;
  goalPaise: number;
  storyHtml: string;
  faqs: { question: string; answer: string }[];
  videoId: string | null;
  featured: boolean;
  isMonthlyCause: boolean;
  /** Days from `now` to the campaign's end; null for open-ended campaigns. */
  endsInDays: number | null;
  createdDaysAgo: number;
  /** Relative share of the demo donations; 0 means the campaign has none yet. */
  donationWeight: number;
  products: ProductSeed[];
  updates: UpdateSeed[];
}

const rs = (rupees: number): number => rupees * 100;

function monthlyName(id: (typeof MONTHLY_CAUSES)[number]['id']): string {
  const cause = MONTHLY_CAUSES.find((c) => c.id === id);
  if (!cause) throw new Error(`unknown monthly cause ${id}`);
  return cause.name;
}

const FAQ_TAX = {
  question: 'Will I get a tax exemption receipt?',
  answer:
    'Yes. Sahyog Seva Foundation is approved for tax-deductible donations; the receipt names the section of the Income-tax Act in force for your gift. Request your receipt from My Profile after the donation is confirmed; please keep your PAN (or Aadhaar number) handy.',
};
const FAQ_UPDATES = {
  question: 'How will I know how my money was used?',
  answer: 'We post photographs, bills and progress notes in the Updates section of this page, and donors who opt in receive the same updates on WhatsApp.',
};
const FAQ_MONTHLY = {
  question: 'Can I give every month instead of once?',
  answer: 'Yes. Choose Donate Monthly at checkout or on the Monthly Donation page. You can pause or cancel your monthly gift from your profile at any time.',
};

export const CAMPAIGNS: CampaignSeed[] = [
  {
    id: 2745,
    slug: 'last-rites-of-unidentified-bodies',
    title: monthlyName(2745),
    summary: 'Every unclaimed person deserves a dignified farewell; we perform last rites with full respect for their faith.',
    category: 'faith',
    motif: 'diya',
    goalPaise: rs(200000),
    storyHtml:
      '<p>Every week, hospitals and police stations in Jaipur and nearby districts hold bodies that no one comes forward to claim: migrant workers, elderly people who lost their way, travellers far from home. Without help, they are cremated in haste or wait for weeks in crowded mortuaries.</p>' +
      "<h3>What we do</h3><p>Our volunteers work with the police and hospital authorities to complete the paperwork, then perform the last rites according to the person's faith, with wood, ghee, flowers, a priest or maulvi, and the immersion of ashes where possible. Nobody leaves this world alone.</p>" +
      '<ul><li><strong>₹3,500</strong> covers the complete cremation of one person</li><li><strong>₹1,200</strong> pays for transport from the mortuary</li><li><strong>₹800</strong> covers flowers, cloth and prayers</li></ul>' +
      '<p>Since August 2024 our team has performed the last rites of <strong>212 unidentified people</strong>. A monthly gift lets us respond the same day a call comes in, instead of waiting for funds.</p>',
    faqs: [
      {
        question: 'How do you respect the faith of an unidentified person?',
        answer:
          'Wherever the police records or belongings give any indication, we follow that faith. Otherwise the rites are performed with simple, respectful prayers from more than one tradition.',
      },
      FAQ_MONTHLY,
      FAQ_TAX,
    ],
    videoId: 'Lr7tKq2vNxE',
    featured: false,
    isMonthlyCause: true,
    endsInDays: null,
    createdDaysAgo: 160,
    donationWeight: 5,
    products: [
      { title: 'Complete last rites for one person', motif: 'diya', pricePaise: rs(3500), stock: 120, collected: 74 },
      { title: 'Flowers, cloth and prayers', motif: 'lotus', pricePaise: rs(800), stock: 200, collected: 131 },
    ],
    updates: [
      {
        daysAgo: 9,
        title: 'Last rites performed for 14 people this month',
        bodyHtml:
          '<p>With the help of the Sawai Man Singh Hospital mortuary staff, our volunteers performed the last rites of <strong>14 unclaimed people</strong> in October. Ashes of two of them were later handed over to families who traced them through our records.</p>',
      },
    ],
  },
  {
    id: 2736,
    slug: 'help-us-to-perform',
    title: monthlyName(2736),
    summary: 'Help us perform the weddings of daughters from families who cannot afford even the simplest ceremony.',
    category: 'women',
    motif: 'lotus',
    goalPaise: rs(300000),
    storyHtml:
      "<p>For a daily-wage family, the cost of a daughter's wedding can mean a loan at crushing interest that takes a decade to repay. Many girls are married off early, or the family sells its only plot of land.</p>" +
      '<h3>A dignified wedding, no debt</h3><p>Twice a year we help perform community weddings where each couple receives the essentials for starting a home, and the rituals are performed with the blessings of the whole community. We check that the bride is at least 18 and that she consents, and we never give or accept dowry.</p>' +
      '<ul><li>Steel utensils and a gas stove for the new home</li><li>Bedding, clothes and a small trunk</li><li>Wedding meal for both families</li></ul>' +
      '<p>Your monthly support lets us plan ahead and promise families a date, so they never need to approach a moneylender.</p>',
    faqs: [
      {
        question: 'How do you choose the families?',
        answer:
          "Our volunteers visit each family, verify income documents with the local ward member or sarpanch, and confirm the bride's age from her school or Aadhaar records.",
      },
      {
        question: 'Do you support dowry?',
        answer: 'Never. Both families sign a no-dowry declaration, and the household items are given to the couple, not to either family.',
      },
      FAQ_MONTHLY,
    ],
    videoId: null,
    featured: false,
    isMonthlyCause: true,
    endsInDays: null,
    createdDaysAgo: 150,
    donationWeight: 4,
    products: [
      { title: 'Kitchen set for a new home', motif: 'bowl', pricePaise: rs(4500), stock: 40, collected: 17 },
      { title: 'Bedding and clothes for the couple', motif: 'blanket', pricePaise: rs(2500), stock: 40, collected: 22 },
    ],
    updates: [],
  },
  {
    id: 2511,
    slug: 'save-stray-dogs-of-india',
    title: monthlyName(2511),
    summary: 'Food, vaccination, sterilisation and treatment for injured street dogs across Jaipur and Delhi NCR.',
    category: 'animals',
    motif: 'paw',
    goalPaise: rs(300000),
    storyHtml:
      "<p>India's street dogs share our lanes, guard our shops and greet our children on the way to school, yet most of them live with hunger, untreated wounds and the constant danger of traffic.</p>" +
      '<h3>Our street animal programme</h3><p>Every evening our feeders carry cooked rice, curd and eggs to more than <strong>600 dogs</strong> in 18 neighbourhoods. Our ambulance picks up injured animals, and our partner vets sterilise and vaccinate them against rabies before releasing them back to their own street.</p>' +
      '<ul><li><strong>₹600</strong> feeds one dog for a month</li><li><strong>₹1,200</strong> pays for sterilisation and anti-rabies vaccination</li><li><strong>₹2,500</strong> covers treatment of a road accident case</li></ul>' +
      '<p>Sterilised, vaccinated and fed dogs are calmer and healthier, and the neighbourhood is safer for everyone. A monthly gift keeps the bowls full without a break.</p>',
    faqs: [
      {
        question: 'Are the dogs relocated?',
        answer: 'No. As the Animal Birth Control Rules require, every dog is released back to the street it came from after sterilisation and recovery.',
      },
      FAQ_UPDATES,
      FAQ_TAX,
    ],
    videoId: 'Pw3dGm8sYbA',
    featured: false,
    isMonthlyCause: true,
    endsInDays: null,
    createdDaysAgo: 170,
    donationWeight: 9,
    products: [
      { title: 'Food for one dog for a month', motif: 'bowl', pricePaise: rs(600), stock: 600, collected: 388 },
      { title: 'Sterilisation and vaccination', motif: 'cross', pricePaise: rs(1200), stock: 300, collected: 142 },
      { title: 'Accident treatment', motif: 'paw', pricePaise: rs(2500), stock: 80, collected: 31 },
    ],
    updates: [
      {
        daysAgo: 21,
        title: 'Anti-rabies drive in Malviya Nagar',
        bodyHtml:
          "<p>Our vets vaccinated <strong>143 dogs</strong> in a single weekend in Malviya Nagar. Residents' welfare associations helped us locate every dog on their lanes.</p>",
      },
      {
        daysAgo: 4,
        title: 'Bholu is walking again',
        bodyHtml:
          '<p>Bholu was hit by a car outside a tea stall in Mansarovar. After surgery and three weeks of care in our shelter he is back on his street, where the tea-stall owner now feeds him every morning.</p>',
      },
    ],
  },
  {
    id: 2506,
    slug: 'save-indias-gaumatas',
    title: monthlyName(2506),
    summary: 'Shelter, fodder and veterinary care for abandoned and injured cows at our gaushala near Jaipur.',
    category: 'animals',
    motif: 'cow',
    goalPaise: rs(250000),
    storyHtml:
      '<p>When a cow stops giving milk, she is too often left on the road to fend for herself. On highways and in city markets, abandoned cows eat plastic from garbage heaps, and many are hurt in accidents.</p>' +
      '<h3>Our gaushala</h3><p>At our gaushala in Chomu, <strong>180 cows and calves</strong> receive green fodder, clean water, shade and daily veterinary care. Injured cows are brought in by our rescue vehicle, and surgeons remove plastic from the stomachs of those who need it.</p>' +
      '<ul><li><strong>₹1,100</strong> feeds one cow for a month</li><li><strong>₹2,100</strong> pays for a rescue and first treatment</li><li><strong>₹5,100</strong> builds a metre of covered shed</li></ul>' +
      '<p>Serving the gaumata is a centuries-old tradition in India. Your monthly seva keeps it alive with compassion and good veterinary practice.</p>',
    faqs: [
      {
        question: 'Can I visit the gaushala?',
        answer: 'Yes, visitors are welcome every day between 8 am and 5 pm. Please call the helpline a day before so that a volunteer can show you around.',
      },
      FAQ_MONTHLY,
      FAQ_TAX,
    ],
    videoId: 'Gq5hTz1cWkM',
    featured: false,
    isMonthlyCause: true,
    endsInDays: null,
    createdDaysAgo: 175,
    donationWeight: 8,
    products: [
      {
        title: 'Green fodder for one cow for a month',
        motif: 'sprout',
        pricePaise: rs(1100),
        stock: 180,
        collected: 126,
      },
      { title: 'Rescue and first treatment', motif: 'cross', pricePaise: rs(2100), stock: 60, collected: 23 },
    ],
    updates: [],
  },
  {
    id: 2494,
    slug: 'care-for-elderly-in-vrindavan',
    title: monthlyName(2494),
    summary: 'Monthly rations, medicines and companionship for widowed mothers living alone in Vrindavan.',
    category: 'elderly',
    motif: 'family',
    goalPaise: rs(250000),
    storyHtml:
      '<p>Thousands of widowed women live in Vrindavan, many of them sent away by their own families decades ago. They spend their days singing bhajans in the ashrams, but their evenings in tiny rented rooms, often without enough to eat or money for medicines.</p>' +
      '<h3>Adopt a mother</h3><p>We support <strong>95 mothers</strong> with a monthly ration kit, regular health check-ups, spectacles and medicines. Volunteers visit them every week, so that each of them has someone who asks how she is.</p>' +
      "<ul><li><strong>₹1,500</strong> provides a month's ration for one mother</li><li><strong>₹900</strong> covers a month of medicines</li><li><strong>₹450</strong> buys a warm shawl for winter</li></ul>" +
      '<p>Every mother in Vrindavan has a story of courage. Your monthly gift tells her that she has not been forgotten.</p>',
    faqs: [
      {
        question: 'What does the monthly ration kit contain?',
        answer: 'Atta, rice, dal, cooking oil, sugar, tea, salt, spices and soap: enough for one person for a month.',
      },
      FAQ_UPDATES,
      FAQ_MONTHLY,
      FAQ_TAX,
    ],
    videoId: 'Vm4rKd9eQpT',
    featured: false,
    isMonthlyCause: true,
    endsInDays: null,
    createdDaysAgo: 180,
    donationWeight: 9,
    products: [
      { title: 'Ration kit for one mother', motif: 'bag', pricePaise: rs(1500), stock: 95, collected: 61 },
      { title: 'Medicine pack', motif: 'cross', pricePaise: rs(900), stock: 95, collected: 48 },
      { title: 'Warm shawl', motif: 'blanket', pricePaise: rs(450), stock: 120, collected: 120 },
    ],
    updates: [
      {
        daysAgo: 30,
        title: 'Eye camp for 60 mothers',
        bodyHtml:
          '<p>Doctors from a Mathura eye hospital examined <strong>60 mothers</strong>. Forty-two received new spectacles and nine have been scheduled for cataract surgery.</p>',
      },
      {
        daysAgo: 6,
        title: 'Diwali with our mothers',
        bodyHtml: '<p>Our mothers lit diyas, shared sweets and sang together at the ashram this Diwali. Thank you for making them feel at home.</p>',
      },
    ],
  },
  {
    id: 3001,
    slug: 'winter-blankets-for-the-homeless',
    title: 'Urgent: Winter Blankets For Families Sleeping On The Streets',
    summary: 'Cold waves kill hundreds of homeless people in North India every winter; a ₹450 blanket can save a life tonight.',
    category: 'urgent',
    motif: 'blanket',
    goalPaise: rs(250000),
    storyHtml:
      '<p>When the temperature in Delhi, Jaipur and Lucknow drops to 3°C, thousands of families sleep under flyovers and outside railway stations with nothing but a thin sheet. Every winter, cold waves take the lives of the very old and the very young.</p>' +
      '<h3>Night distribution drives</h3><p>Our volunteers go out between 10 pm and 2 am, when the cold is at its worst, and hand a thick blanket directly to each person who needs one. We do not hand them out at events; we go to where people actually sleep.</p>' +
      '<ul><li><strong>₹450</strong> buys one thick blanket</li><li><strong>₹250</strong> buys a woollen cap and socks</li><li><strong>₹900</strong> buys a warm jacket for a child</li></ul>' +
      '<p>Our target is <strong>500 blankets</strong> before the peak of winter. Please give today; a blanket that arrives in February is too late for someone.</p>',
    faqs: [
      {
        question: 'Where are the blankets distributed?',
        answer:
          "Near New Delhi railway station, under the flyovers of Jaipur's Sindhi Camp and Lucknow's Charbagh, and at night shelters run by the city corporations.",
      },
      {
        question: 'How do you make sure a blanket reaches the right person?',
        answer: 'Volunteers hand each blanket over in person and mark the location. We do not give bulk stock to middlemen.',
      },
      FAQ_UPDATES,
    ],
    videoId: 'Wb8nTc2yHvL',
    featured: true,
    isMonthlyCause: false,
    endsInDays: 45,
    createdDaysAgo: 75,
    donationWeight: 14,
    products: [
      { title: 'Blanket', motif: 'blanket', pricePaise: rs(450), stock: 500, collected: 312 },
      { title: 'Woollen cap and socks', motif: 'spool', pricePaise: rs(250), stock: 300, collected: 164 },
      { title: 'Warm jacket for a child', motif: 'family', pricePaise: rs(900), stock: 100, collected: 37 },
    ],
    updates: [
      {
        daysAgo: 12,
        title: 'First 300 blankets distributed',
        bodyHtml:
          '<p>On two nights last week our volunteers handed out <strong>300 blankets</strong> outside New Delhi railway station and under the Ring Road flyovers. Many mothers asked for a second one for their children, and we have added them to the next drive.</p>',
      },
      {
        daysAgo: 2,
        title: 'Jaipur drive this Saturday',
        bodyHtml: '<p>The next drive is at Sindhi Camp and Polo Victory on Saturday night. Volunteers can register with the helpline.</p>',
      },
    ],
  },
  {
    id: 3002,
    slug: 'meals-and-learning-for-brick-kiln-children',
    title: 'Meals And Learning For Children Of Brick-Kiln Workers',
    summary: 'A hot meal, a safe classroom and a school kit for 120 children who would otherwise spend the day at the kilns.',
    category: 'children',
    motif: 'family',
    goalPaise: rs(200000),
    storyHtml:
      '<p>Every season, families migrate from Bihar and Chhattisgarh to the brick kilns around Jaipur. Parents mould bricks from dawn to dusk, and children as young as six carry bricks or look after younger siblings in the dust.</p>' +
      "<h3>A classroom at the kiln</h3><p>We run <strong>four learning centres</strong> right next to the kilns, so children do not have to walk far. Each day begins with a hot, nutritious breakfast, followed by reading, numbers, drawing and games, taught by teachers who speak the children's own language.</p>" +
      '<ul><li><strong>₹1,200</strong> gives a child a school kit: bag, notebooks, slate and a sweater</li><li><strong>₹800</strong> provides a month of meals for one child</li></ul>' +
      '<p>When the families return home, we help enrol the children in their village schools, so that the season at the kiln is not a lost year.</p>',
    faqs: [
      {
        question: 'Do the children go to a regular school?',
        answer: 'Our centres prepare the children and help enrol them in government schools, both near the kilns and in their home villages.',
      },
      FAQ_UPDATES,
      FAQ_TAX,
    ],
    videoId: 'Ck6pBn3sXrJ',
    featured: false,
    isMonthlyCause: false,
    endsInDays: 90,
    createdDaysAgo: 70,
    donationWeight: 9,
    products: [
      { title: 'School kit', motif: 'book', pricePaise: rs(1200), stock: 120, collected: 58 },
      { title: 'A month of meals for one child', motif: 'bowl', pricePaise: rs(800), stock: 240, collected: 131 },
    ],
    updates: [
      {
        daysAgo: 15,
        title: 'The fourth centre opens',
        bodyHtml:
          '<p>Our fourth learning centre opened near Bagru with <strong>52 children</strong> on the first day. The kiln owner has given us a shaded room and drinking water.</p>',
      },
    ],
  },
  {
    id: 3003,
    slug: 'wheelchairs-and-calipers-for-children',
    title: 'Wheelchairs And Calipers For 100 Children With Disabilities',
    summary: 'Give a child with cerebral palsy or polio the freedom to move, go to school and play with friends.',
    category: 'disability',
    motif: 'wheel',
    goalPaise: rs(400000),
    storyHtml:
      '<p>Eight-year-old Kabir from Tonk has cerebral palsy. Until last year his mother carried him everywhere, including to school two kilometres away, until her back gave way and Kabir had to stay home.</p>' +
      '<h3>Mobility changes everything</h3><p>A well-fitted wheelchair, a pair of calipers or a hearing aid can decide whether a child with a disability goes to school or stays indoors. In our camps, physiotherapists measure every child and the aid is made or adjusted to fit.</p>' +
      "<ul><li><strong>₹6,500</strong> buys a custom-fitted child's wheelchair</li><li><strong>₹1,800</strong> buys a pair of crutches or calipers</li><li><strong>₹4,500</strong> buys a hearing aid</li></ul>" +
      '<p>We also train parents in simple daily exercises, and follow up every three months as the children grow.</p>',
    faqs: [
      {
        question: 'How are the children identified?',
        answer:
          'Through anganwadi workers, special educators and our camps in Tonk, Dausa and Sawai Madhopur districts. Each child is assessed by a physiotherapist.',
      },
      {
        question: 'What happens when a child outgrows the aid?',
        answer: 'Our wheelchairs can be adjusted as the child grows, and we replace calipers free of cost at the follow-up visits.',
      },
      FAQ_TAX,
    ],
    videoId: null,
    featured: false,
    isMonthlyCause: false,
    endsInDays: 120,
    createdDaysAgo: 65,
    donationWeight: 6,
    products: [
      { title: 'Child wheelchair', motif: 'wheel', pricePaise: rs(6500), stock: 30, collected: 12 },
      { title: 'Crutches or calipers', motif: 'family', pricePaise: rs(1800), stock: 50, collected: 23 },
      { title: 'Hearing aid', motif: 'drop', pricePaise: rs(4500), stock: 20, collected: 6 },
    ],
    updates: [],
  },
  {
    id: 3004,
    slug: 'assam-flood-relief',
    title: 'Assam Flood Relief: Ration Kits And Shelter For Families',
    summary: 'Floods have washed away homes and crops in Assam; help us reach 500 families with food, tarpaulin and hygiene kits.',
    category: 'disaster-relief',
    motif: 'house',
    goalPaise: rs(500000),
    storyHtml:
      '<p>The Brahmaputra has overflowed its banks again. In Dhemaji, Lakhimpur and Morigaon districts, entire villages are under water; families have climbed onto embankments and roofs with whatever they could carry.</p>' +
      '<h3>What your gift provides</h3><p>Our volunteers, working with local youth groups, travel by country boat to reach villages cut off by the water. Each family receives enough food for two weeks, a tarpaulin sheet to make a shelter, and a hygiene kit to prevent disease.</p>' +
      '<ul><li><strong>₹1,500</strong>: ration kit with rice, dal, oil, salt, biscuits and ORS for one family</li><li><strong>₹700</strong>: a tarpaulin sheet</li><li><strong>₹550</strong>: hygiene kit with soap, sanitary pads and water purification tablets</li></ul>' +
      '<h3>After the water recedes</h3><p>Once the water goes down, we will help families repair their homes and restart their kitchen gardens, so that recovery does not stop when the cameras leave.</p>',
    faqs: [
      {
        question: 'How do you reach villages that are cut off?',
        answer:
          'Local boatmen and youth volunteers who know the river guide our teams. We coordinate with the district administration so that no village is missed or served twice.',
      },
      {
        question: 'Can I send material instead of money?',
        answer: 'Transporting material across the country is slow and costly. We buy supplies in Guwahati and nearby towns, which also supports local shops.',
      },
      FAQ_UPDATES,
      FAQ_TAX,
    ],
    videoId: 'Fl9aRj4mUeN',
    featured: true,
    isMonthlyCause: false,
    endsInDays: 30,
    createdDaysAgo: 58,
    donationWeight: 16,
    products: [
      { title: 'Ration kit for one family', motif: 'bag', pricePaise: rs(1500), stock: 500, collected: 310 },
      { title: 'Tarpaulin sheet', motif: 'house', pricePaise: rs(700), stock: 500, collected: 190 },
      { title: 'Hygiene kit', motif: 'drop', pricePaise: rs(550), stock: 500, collected: 212 },
    ],
    updates: [
      {
        daysAgo: 40,
        title: 'Relief team reaches Dhemaji',
        bodyHtml:
          '<p>Our first team of eight volunteers reached Dhemaji and distributed <strong>120 ration kits</strong> in two days, with the help of local boatmen.</p>',
      },
      {
        daysAgo: 18,
        title: '300 families reached',
        bodyHtml:
          '<p>We have now reached <strong>310 families</strong> in 9 villages. Water has started to recede in Morigaon, and we are planning the repair phase with the panchayats.</p>',
      },
      {
        daysAgo: 3,
        title: 'Health camp in Lakhimpur',
        bodyHtml: '<p>Doctors from Guwahati treated 410 patients for fever, skin infections and diarrhoea at our two-day health camp.</p>',
      },
    ],
  },
  {
    id: 3005,
    slug: 'sponsor-a-girls-schooling',
    title: "Sponsor A Girl's Schooling In Rural Rajasthan",
    summary: 'Keep 40 girls in school through Class 12 with fees, books and a bicycle for the long road to school.',
    category: 'education',
    motif: 'bike',
    goalPaise: rs(300000),
    storyHtml:
      '<p>In the villages of Barmer and Jaisalmer, many girls leave school after Class 8. The nearest senior secondary school is often seven or eight kilometres away, and families worry about the cost and about the long walk.</p>' +
      '<h3>Three things that keep a girl in school</h3><ul><li><strong>A bicycle</strong>, so the distance is no longer a reason to stop</li><li><strong>Fees and books</strong>, so the cost does not fall on the family</li><li><strong>A mentor</strong>, a young woman from the same district who meets her every month</li></ul>' +
      '<p>Last year, all 64 girls in the programme passed their board exams, and 11 have joined college, the first women in their families to do so.</p>' +
      '<p>When a girl completes school, she marries later, earns more and educates her own children. Sponsoring her is one of the most powerful gifts you can give.</p>',
    faqs: [
      {
        question: 'Can I sponsor one particular girl?',
        answer: 'We do not share personal details of minors, but sponsors receive a yearly progress letter about the group their gift supports.',
      },
      FAQ_UPDATES,
      FAQ_TAX,
    ],
    videoId: null,
    featured: false,
    isMonthlyCause: false,
    endsInDays: null,
    createdDaysAgo: 68,
    donationWeight: 7,
    products: [
      { title: 'Bicycle', motif: 'bike', pricePaise: rs(4500), stock: 40, collected: 15 },
      { title: 'School kit', motif: 'book', pricePaise: rs(1200), stock: 40, collected: 28 },
      { title: 'Annual school fee', motif: 'book', pricePaise: rs(3000), stock: 40, collected: 11 },
    ],
    updates: [],
  },
  {
    id: 3006,
    slug: 'daily-meals-for-daily-wage-workers',
    title: 'Daily Meals For 500 Daily-Wage Workers',
    summary: 'A hot meal of dal, rice and roti for workers who wait at the labour chowk every morning, hoping for work.',
    category: 'hunger',
    motif: 'bowl',
    goalPaise: rs(200000),
    storyHtml:
      "<p>At dawn, hundreds of masons, painters and loaders gather at the labour chowks of Jaipur, hoping to be picked for a day's work. On days when no one hires them, many go hungry rather than spend the little money they have saved for their families.</p>" +
      '<h3>Annadaan at the chowk</h3><p>Our community kitchen cooks fresh dal, rice, roti and sabzi every morning, and our van serves <strong>500 meals</strong> at three labour chowks. The same kitchen also sends meals to the families of patients waiting outside the government hospital.</p>' +
      '<ul><li><strong>₹500</strong> feeds ten people</li><li><strong>₹1,500</strong> provides a ration kit to a family for a week</li></ul>' +
      "<p>No one should have to choose between a meal and their children's school fees. Your gift keeps the kitchen fires burning.</p>",
    faqs: [
      {
        question: 'Who cooks the food?',
        answer: 'Six women from nearby bastis run the kitchen and are paid a fair monthly wage. The kitchen is inspected by our volunteers every week.',
      },
      FAQ_TAX,
      FAQ_MONTHLY,
    ],
    videoId: 'Hn2wQe7tRcZ',
    featured: false,
    isMonthlyCause: false,
    endsInDays: 60,
    createdDaysAgo: 72,
    donationWeight: 8,
    products: [
      { title: 'Meal for 10 people', motif: 'bowl', pricePaise: rs(500), stock: 300, collected: 196 },
      { title: 'Ration kit for one family', motif: 'bag', pricePaise: rs(1500), stock: 60, collected: 23 },
    ],
    updates: [],
  },
  {
    id: 3007,
    slug: 'heart-surgery-for-baby-anaya',
    title: 'Help Baby Anaya Get The Heart Surgery She Needs',
    summary: 'Five-month-old Anaya was born with a hole in her heart; her parents need ₹3.8 lakh for surgery this month.',
    category: 'medical',
    motif: 'heart',
    goalPaise: rs(380000),
    storyHtml:
      '<p>Anaya was born in Alwar in May. Within weeks her parents, Suresh and Pooja, noticed that she breathed fast, sweated while feeding and was not gaining weight. Doctors diagnosed a <strong>ventricular septal defect</strong>, a hole between the chambers of her heart.</p>' +
      '<h3>Why the surgery is urgent</h3><p>The paediatric cardiologist at a Jaipur hospital has advised open-heart surgery within the next few weeks, before the strain damages her lungs. The total cost, including the stay in intensive care, is ₹3,80,000.</p>' +
      '<p>Suresh drives an auto-rickshaw and earns about ₹12,000 a month. The family has already spent their savings on tests and has borrowed from relatives.</p>' +
      '<h3>Every rupee goes to the hospital</h3><p>We have verified the medical documents and the hospital estimate. Funds raised are paid directly to the hospital, and we will post the discharge summary here once Anaya is home.</p>',
    faqs: [
      {
        question: 'Is the money paid to the family?',
        answer:
          "No. The foundation pays the hospital directly against its estimate and bills. Any amount left over will be used for Anaya's follow-up care and medicines.",
      },
      {
        question: 'Have the medical documents been verified?',
        answer: 'Yes. Our medical coordinator has spoken with the treating doctor and checked the diagnosis report and cost estimate.',
      },
      FAQ_UPDATES,
    ],
    videoId: null,
    featured: true,
    isMonthlyCause: false,
    endsInDays: 20,
    createdDaysAgo: 35,
    donationWeight: 12,
    products: [],
    updates: [
      {
        daysAgo: 10,
        title: 'Surgery date fixed',
        bodyHtml:
          "<p>Thanks to your support, the hospital has scheduled Anaya's surgery. Her weight has improved slightly, and the doctors are hopeful. Please keep her in your prayers.</p>",
      },
    ],
  },
  {
    id: 3008,
    slug: 'free-cataract-surgery-camps',
    title: 'Free Cataract Surgery Camps In Bundelkhand',
    summary: 'Restore the sight of 100 elderly farmers and labourers who have lived in darkness because they could not afford surgery.',
    category: 'medical',
    motif: 'eye',
    goalPaise: rs(350000),
    storyHtml:
      "<p>Cataract is the leading cause of blindness in India, and it can be cured with a fifteen-minute operation. Yet in the villages of Bundelkhand, elderly people go blind for years because the nearest eye hospital is a day's journey away.</p>" +
      '<h3>Our camps</h3><p>With a partner eye hospital in Jhansi, we hold screening camps in village schools. Patients who need surgery are taken by bus to the hospital, operated on, given a lens, medicines and dark glasses, and brought back home the next day.</p>' +
      '<ul><li><strong>₹3,500</strong> pays for one complete cataract operation with lens</li><li><strong>₹900</strong> pays for eye drops, medicines and follow-up</li></ul>' +
      '<p>Few gifts are as immediate: a grandmother who could not see her grandchildren yesterday will see them tomorrow.</p>',
    faqs: [
      {
        question: 'Who performs the surgeries?',
        answer: 'Qualified ophthalmologists at our partner hospital in Jhansi, using foldable intraocular lenses.',
      },
      FAQ_UPDATES,
      FAQ_TAX,
    ],
    videoId: 'Ey1tVb6gNsW',
    featured: false,
    isMonthlyCause: false,
    endsInDays: 75,
    createdDaysAgo: 66,
    donationWeight: 6,
    products: [
      { title: 'Cataract surgery with lens', motif: 'eye', pricePaise: rs(3500), stock: 100, collected: 38 },
      { title: 'Medicine pack', motif: 'cross', pricePaise: rs(900), stock: 100, collected: 52 },
    ],
    updates: [],
  },
  {
    id: 3009,
    slug: 'priya-runs-for-himalayan-schools',
    title: 'Priya Runs 42 km For Himalayan Village Schools',
    summary: 'Priya Nair is running the full marathon to raise money for solar lights in three village schools in Uttarakhand.',
    category: 'diy',
    motif: 'sprout',
    goalPaise: rs(200000),
    storyHtml:
      '<p>Hi, I am Priya, a software engineer from Bengaluru. Last summer I trekked through the villages above Munsiyari and stayed with families whose children study by the light of a kerosene lamp because the power fails for days.</p>' +
      '<h3>My challenge</h3><p>I am running my first full marathon, all <strong>42.2 kilometres</strong>, and I have promised myself that every kilometre will light up a classroom. I am raising ₹2,00,000 through Sahyog Seva Foundation to install solar lights and charging points in three village schools.</p>' +
      '<p>The foundation will buy and install the panels with a local technician, who will also train two teachers to maintain them.</p>' +
      '<p>Please sponsor my run, even ₹300 counts, and share this page with your friends. I will post my training updates here.</p>',
    faqs: [
      {
        question: 'Who receives the money?',
        answer: 'The money is held and spent by Sahyog Seva Foundation, not by the runner. You receive a tax receipt from the foundation.',
      },
      {
        question: 'Can I start my own fundraiser like this?',
        answer: 'Yes. Use Start a Campaign, choose DIY as the cause, and our team will help you set up your page.',
      },
    ],
    videoId: null,
    featured: false,
    isMonthlyCause: false,
    endsInDays: 50,
    createdDaysAgo: 3,
    donationWeight: 0,
    products: [],
    updates: [],
  },
  {
    id: 3010,
    slug: 'sewing-machines-for-widows-of-varanasi',
    title: 'Sewing Machines For Widows Of Varanasi',
    summary: 'Training and a sewing machine help a widowed mother earn ₹6,000 a month with dignity, from her own home.',
    category: 'women',
    motif: 'spool',
    goalPaise: rs(250000),
    storyHtml:
      '<p>Shanti Devi lost her husband to tuberculosis three years ago. With two school-going children and no land, she washed utensils in four houses for ₹3,000 a month.</p>' +
      '<h3>A skill and a machine</h3><p>Our three-month tailoring course in Varanasi teaches stitching, measurement and pricing. At the end of the course each woman receives her own sewing machine, and we connect her with local boutiques and school-uniform orders.</p>' +
      '<ul><li><strong>₹7,500</strong> buys a sewing machine with a motor</li><li><strong>₹2,000</strong> pays for one month of training</li></ul>' +
      '<p>Today Shanti stitches blouses and school uniforms at home and earns about ₹6,000 a month. Help us train the next batch of <strong>25 women</strong>.</p>',
    faqs: [
      {
        question: 'Does the machine belong to the woman?',
        answer: 'Yes, the machine is hers to keep. We register it in her name when she completes the course.',
      },
      FAQ_UPDATES,
      FAQ_TAX,
    ],
    videoId: 'Sw5yMn8cKdP',
    featured: false,
    isMonthlyCause: false,
    endsInDays: null,
    createdDaysAgo: 62,
    donationWeight: 6,
    products: [
      { title: 'Sewing machine', motif: 'spool', pricePaise: rs(7500), stock: 25, collected: 11 },
      { title: 'One month of training', motif: 'book', pricePaise: rs(2000), stock: 75, collected: 34 },
    ],
    updates: [],
  },
  {
    id: 3011,
    slug: 'smart-classroom-for-a-village-school',
    title: 'A Smart Classroom For A Government School In Odisha',
    summary: 'A projector, solar power and a library corner for 240 students of a government school in Koraput district.',
    category: 'education',
    motif: 'book',
    goalPaise: rs(350000),
    storyHtml:
      '<p>The government upper primary school in Lamtaput block, Koraput, has 240 students and five teachers. Most children are the first in their families to go to school, and many speak Desia at home.</p>' +
      '<h3>What we will build</h3><ul><li>A projector and speaker with offline lessons in Odia and Desia</li><li>Solar panels and a battery, so the classroom works when the power fails</li><li>A library corner with 500 picture books</li></ul>' +
      '<p>The headmaster and the school management committee have agreed to look after the equipment, and we will train two teachers to use it.</p>' +
      '<p>This campaign has just started. Be the first to give and help us bring stories and pictures into this classroom.</p>',
    faqs: [FAQ_UPDATES, FAQ_TAX],
    videoId: null,
    featured: false,
    isMonthlyCause: false,
    endsInDays: 100,
    createdDaysAgo: 1,
    donationWeight: 0,
    products: [],
    updates: [],
  },
];
