// The challenges' demo (issue 42): "Walk for Education", open now for three weeks, with two teams,
// three walkers with their logs (one has reached the goal), and friends' pledges ₹ per km with
// caps, so /challenges, its board and the console's pledges are not empty on a first start.
// Written through the challenges module's services as staff, walkers and friends would; staff's
// part is the system's (no staff account exists yet when the seed runs). The walkers' accounts are
// made as support's seeded donor's is; they sign in by "Forgot Password" with its email.
import { demo } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';
import type {} from '../modules/auth/index.ts';
import type {} from '../modules/challenges/index.ts';

const SEED_SOURCE = { ip: 'seed' };
const DAY_MS = 86_400_000;
const indiaDay = (t: number) => new Date(t + 5.5 * 3_600_000).toISOString().slice(0, 10);

const WALKERS = [
  { name: 'Kavya Menon', email: 'kavya.walks@example.org', mobile: '9811100001', shown: 'Kavya', team: 0, logs: ['5', '7.5', '12', '6'] },
  { name: 'Arjun Singh', email: 'arjun.walks@example.org', mobile: '9811100002', shown: '', team: 1, logs: ['3.2', '4'] },
  { name: 'Fatima Shaikh', email: 'fatima.walks@example.org', mobile: '9811100003', shown: 'Fatima S.', team: 1, logs: ['10', '8.25'] },
] as const;

export async function seedChallenges(app: FastifyInstance, now: Date): Promise<void> {
  // A campaign that does not end: the pledges' gifts must still be open when the challenge is.
  const campaign = demo.CAMPAIGNS.find((c) => c.endsInDays === null);
  if (!campaign) return;
  const { slug } = await app.challenges.create(null, {
    title: 'Walk for Education',
    titleHi: 'शिक्षा के लिए चलें',
    story:
      'Walk 30 km this month. Friends pledge an amount for every kilometre you walk, and every pledge becomes a gift to the campaign below when the month ends.',
    storyHi: 'इस महीने 30 किमी चलें। दोस्त आपके हर किलोमीटर पर एक राशि का संकल्प लेते हैं, और महीना ख़त्म होने पर हर संकल्प नीचे दिए अभियान को दान बन जाता है।',
    unit: 'km',
    unitHi: 'किमी',
    goal: 3000,
    maxPerLog: 5000,
    startsOn: indiaDay(now.getTime() - 5 * DAY_MS),
    endsOn: indiaDay(now.getTime() + 20 * DAY_MS),
    campaign: campaign.slug,
    teams: ['Team Sunrise', 'Team Monsoon'],
  });
  const view = await app.challenges.bySlug(slug, null);
  if (!view) return;
  const entries: number[] = [];
  for (const w of WALKERS) {
    const { userId } = await app.auth.accountForCampaigner({ email: w.email, phone: w.mobile, name: w.name });
    const entry = await app.challenges.join(userId, slug, { displayName: w.shown, team: view.teams[w.team]?.id ?? null });
    for (const units of w.logs) await app.challenges.log(userId, slug, { units: Math.round(Number(units) * 100), note: '' }, null);
    entries.push(entry.entryId);
  }
  const pledges = [
    { entry: 0, name: 'Rohan Menon', email: 'rohan.pledges@example.org', mobile: '9822200001', rate: 1000, cap: 50000 },
    { entry: 0, name: 'Latha Iyer', email: 'latha.pledges@example.org', mobile: '9822200002', rate: 500, cap: 10000 },
    { entry: 1, name: 'Vikram Singh', email: 'vikram.pledges@example.org', mobile: '9822200003', rate: 2000, cap: 60000 },
    { entry: 2, name: 'Sana Shaikh', email: 'sana.pledges@example.org', mobile: '9822200004', rate: 1500, cap: 30000 },
  ];
  for (const p of pledges) {
    const entryId = entries[p.entry];
    if (entryId === undefined) continue;
    await app.challenges.pledge(null, slug, entryId, { name: p.name, email: p.email, mobile: p.mobile, rate: p.rate, cap: p.cap }, SEED_SOURCE);
  }
}
