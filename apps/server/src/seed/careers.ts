// Jobs' demo (issue 43): two of the foundation's posts and a volunteer role, open for a few weeks,
// so /jobs, a job page and the console's list are not empty on a first start. Written through the
// careers module's service as staff would post them; staff's part is the system's (no staff
// account exists yet when the seed runs). None asks applicants for anything: all are open at once.
import type { FastifyInstance } from 'fastify';
import type {} from '../modules/careers/index.ts';

const DAY_MS = 86_400_000;
const indiaDay = (t: number) => new Date(t + 5.5 * 3_600_000).toISOString().slice(0, 10);

export async function seedCareers(app: FastifyInstance, now: Date): Promise<void> {
  const system = { as: 'staff', userId: null } as const;
  const closes = (days: number) => indiaDay(now.getTime() + days * DAY_MS);
  await app.careers.create(system, {
    kind: 'paid',
    title: 'Field coordinator, tailoring centres',
    description:
      'Run our two tailoring centres near Jaipur: plan the batches with the trainers, keep attendance and stock, and visit the women who finished the course to hear how their work is going.\n\nYou speak Hindi and Marwari, ride a two-wheeler and keep simple records on a phone. We never charge applicants anything.',
    place: 'Jaipur',
    remote: false,
    payMin: 1_800_000,
    payMax: 2_400_000,
    closesOn: closes(30),
  });
  await app.careers.create(system, {
    kind: 'paid',
    title: 'Accounts assistant (part-time)',
    description:
      'Keep the foundation’s books with our accountant: record gifts and spending, match bank statements and prepare the monthly figures the transparency page shows. Tally or any accounting software, and care with numbers.',
    place: '',
    remote: true,
    payMin: 1_200_000,
    payMax: 1_500_000,
    closesOn: closes(21),
  });
  await app.careers.create(system, {
    kind: 'volunteer',
    title: 'Weekend reading volunteer',
    description:
      'Read with children aged 6 to 12 at our community library on Saturday mornings, two hours a week for at least three months. We train you first; no experience needed.',
    place: 'Lucknow',
    remote: false,
    payMin: null,
    payMax: null,
    closesOn: closes(45),
  });
}
