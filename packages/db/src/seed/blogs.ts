// The four blog posts the spec links to (/blog/<slug>), with original text.
import type { Motif } from './svg.ts';

export interface BlogSeed {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: Date;
  palette: string;
  motif: Motif;
  bodyHtml: string;
}

export const BLOGS: BlogSeed[] = [
  {
    slug: 'financial-support-for-treatment',
    title: 'Financial Support For Costly Medical Treatment: How Families Can Find Help',
    excerpt:
      'A serious diagnosis should not force a family to choose between treatment and their home. Here is where to look for help, and how crowdfunding fits in.',
    author: 'Meera Agarwal',
    publishedAt: new Date('2025-07-18T05:30:00Z'),
    palette: 'medical',
    motif: 'heart',
    bodyHtml:
      "<p>Every year, millions of Indian families are pushed into debt by a single hospital stay. A cancer diagnosis, a heart surgery for a newborn or a kidney transplant can cost many times a family's annual income. Most people first sell gold, then borrow from relatives, and finally turn to moneylenders. It does not have to be this way.</p>" +
      '<h2>Start with the schemes you are entitled to</h2>' +
      '<p>Before anything else, check whether the patient is covered by a government health scheme. Many families do not know they are eligible until it is too late.</p>' +
      "<ul><li><strong>Ayushman Bharat PM-JAY</strong> covers hospitalisation of up to ₹5 lakh per family per year at empanelled hospitals.</li><li><strong>State schemes</strong> such as Rajasthan's Mukhyamantri Ayushman Arogya Yojana and Maharashtra's Mahatma Jyotiba Phule Jan Arogya Yojana add further cover.</li><li><strong>The Prime Minister's and Chief Minister's relief funds</strong> accept applications for life-threatening illnesses, through the hospital.</li><li><strong>Employer and ESIC cover</strong> applies to many workers in the organised sector.</li></ul>" +
      '<h2>Ask the hospital the right questions</h2>' +
      '<p>Ask for a written cost estimate that separates surgery, implants, medicines and the stay in intensive care. Ask the medical social worker whether the hospital has a charity or concession fund. Many trust hospitals reserve a share of their beds for patients who cannot pay.</p>' +
      '<h3>When the gap is still too large</h3>' +
      '<p>This is where medical crowdfunding helps. A verified campaign lets friends, colleagues and strangers contribute directly, and the money is paid to the hospital against its estimate, not handed over in cash.</p>' +
      '<blockquote>"We had ₹40,000 in savings and a bill of ₹3.6 lakh. Within three weeks, more than 250 people we had never met paid for our son\'s heart surgery." — Ramesh, a tailor from Kota</blockquote>' +
      '<h3>How we verify medical campaigns</h3>' +
      "<p>Our medical coordinator speaks to the treating doctor, checks the diagnosis report and the estimate, and confirms the patient's identity. Updates, bills and the discharge summary are posted on the campaign page, so every donor can see where the money went.</p>" +
      '<p>If someone you know is facing a costly treatment, reach out to our helpline. We will help them check their entitlements first, and start a campaign only for the gap that remains.</p>',
  },
  {
    slug: 'change-childs-future',
    title: "How A School Kit And A Hot Meal Can Change A Child's Future",
    excerpt: 'At the brick kilns outside Jaipur, a notebook and a plate of khichdi are often the difference between a child at work and a child at school.',
    author: 'Vikram Singh Rathore',
    publishedAt: new Date('2025-07-10T04:30:00Z'),
    palette: 'children',
    motif: 'book',
    bodyHtml:
      '<p>Ten-year-old Sonu arrived at the brick kiln in Bagru with his parents in November. By December he was carrying bricks, twelve at a time, on his head. He had been in Class 4 in his village in Bihar; at the kiln there was no school to go to.</p>' +
      '<h2>The invisible children of seasonal migration</h2>' +
      '<p>Every year, lakhs of families migrate for six to eight months to work at brick kilns, sugarcane fields and construction sites. Their children fall out of school in one place and are never enrolled in the other. Many never return to a classroom.</p>' +
      '<h3>Why a meal comes first</h3>' +
      '<p>A hungry child cannot learn. Our kiln learning centres begin each day with a hot breakfast of khichdi, eggs or poha. Attendance doubled in the first month after we started serving meals, and parents began sending younger children as well.</p>' +
      "<ul><li>A school kit costs ₹1,200: a bag, notebooks, a slate, pencils and a sweater</li><li>A month of meals for one child costs ₹800</li><li>A teacher who speaks the children's language costs ₹9,000 a month</li></ul>" +
      '<h3>Bridging two schools</h3>' +
      "<p>Our teachers keep a record of what each child has learned and share it with the school in the child's home village, so the child can rejoin the right class when the family returns.</p>" +
      '<blockquote>"My son reads the Hindi newspaper to me now. I never went to school, so I listen and feel proud." — Sunita Devi, kiln worker</blockquote>' +
      "<p>Sonu is back in Class 5 in his village this year. A school kit and a meal did not change his family's poverty, but they kept his future open. You can do the same for another child today.</p>",
  },
  {
    slug: 'rath-yatra-kindness',
    title: 'Rath Yatra And The Spirit Of Kindness: Serving Lakhs Of Devotees',
    excerpt:
      'During the Rath Yatra our volunteers served water, buttermilk and first aid to devotees. What the festival teaches us about giving without asking.',
    author: 'Meera Agarwal',
    publishedAt: new Date('2025-06-28T06:00:00Z'),
    palette: 'faith',
    motif: 'diya',
    bodyHtml:
      '<p>On the day of the Rath Yatra, lakhs of devotees pull the chariots of Lord Jagannath, Balabhadra and Subhadra through the streets. In the heat and the crowd, even a glass of cold water becomes a blessing.</p>' +
      '<h2>Seva along the route</h2>' +
      '<p>This year, <strong>140 volunteers</strong> from our foundation set up eight seva points along the procession route, working with local temple committees.</p>' +
      '<ul><li>More than 60,000 glasses of water and chaas served</li><li>1,800 devotees given first aid for dehydration and minor injuries</li><li>43 lost children and elderly people reunited with their families</li></ul>' +
      '<h3>The lesson of the chariot</h3>' +
      '<p>The Lord comes out of the temple once a year to meet everyone on the street, rich or poor, without distinction. The tradition reminds us that true devotion is found in service to people, especially those who have no one else.</p>' +
      '<blockquote>"I asked a volunteer what he was paid. He laughed and said, today nobody is paid; today everybody serves." — A devotee from Cuttack</blockquote>' +
      '<h3>Kindness beyond the festival</h3>' +
      '<p>The same spirit drives our work on ordinary days: performing the last rites of unclaimed people, feeding street animals and caring for widowed mothers in Vrindavan. A festival lasts a day; the need lasts all year.</p>' +
      '<p>If you felt moved by the Rath Yatra, consider becoming a monthly donor. Even ₹300 a month keeps the spirit of seva alive through the year.</p>',
  },
  {
    slug: 'medical-fundraising',
    title: 'Medical Fundraising In India: A Simple Guide For Patients And Families',
    excerpt: "Raising money online for a loved one's treatment can feel overwhelming. Six practical steps to a campaign that donors trust and want to share.",
    author: 'Vikram Singh Rathore',
    publishedAt: new Date('2025-07-02T05:00:00Z'),
    palette: 'disability',
    motif: 'cross',
    bodyHtml:
      '<p>When a loved one needs urgent treatment, asking for help is hard. Many families feel embarrassed to ask, or do not know where to start. Online medical fundraising has helped thousands of Indian families, and a few simple steps make a campaign far more likely to succeed.</p>' +
      '<h2>1. Collect the right documents</h2>' +
      '<p>Donors give with confidence when they can see that a campaign is genuine. Keep these ready before you start:</p>' +
      "<ul><li>The diagnosis report and a letter from the treating doctor</li><li>A written cost estimate from the hospital</li><li>The patient's identity proof</li><li>Recent photographs, taken with the family's consent</li></ul>" +
      '<h2>2. Tell the story honestly</h2>' +
      '<p>Write in your own words: who the patient is, what happened, what the treatment is, and why the family cannot afford it. Do not exaggerate. Honest stories are the ones people share.</p>' +
      '<h3>3. Set a realistic goal</h3>' +
      '<p>Ask for the gap that remains after insurance and government schemes, not the full bill. A goal that matches the hospital estimate is easier to trust.</p>' +
      '<h3>4. Share it with your own circle first</h3>' +
      '<p>Most campaigns receive their first donations from family, friends, colleagues and neighbours. Share the link on WhatsApp groups with a short personal message, then ask them to share further.</p>' +
      '<blockquote>Campaigns that receive ten donations in the first two days are far more likely to reach their goal than those that wait.</blockquote>' +
      '<h3>5. Post updates, and 6. Say thank you</h3>' +
      '<p>Post an update after every test, surgery and discharge, and thank your donors by name if they allow it. Updates bring back people who gave once, and they often give again or share with others. When you are ready, our team will help you start your campaign, with 0% platform fee.</p>',
  },
];
