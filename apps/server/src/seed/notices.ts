// Lost and found's demo (issue 43): a lost pet and a found document, posted through the notices
// module's service as their owners would, so /lost-and-found is not empty on a first start. The
// owners' accounts are made as the walkers' are; they sign in by "Forgot Password" with the email.
import type { FastifyInstance } from 'fastify';
import type {} from '../modules/auth/index.ts';
import type {} from '../modules/notices/index.ts';

const DAY_MS = 86_400_000;
const indiaDay = (t: number) => new Date(t + 5.5 * 3_600_000).toISOString().slice(0, 10);

export async function seedNotices(app: FastifyInstance, now: Date): Promise<void> {
  const pet = await app.auth.accountForCampaigner({ email: 'meera.lostpet@example.org', phone: '9833300001', name: 'Meera Kapoor' });
  await app.notices.post(
    pet.userId,
    {
      side: 'lost',
      kind: 'pet',
      title: 'Brown Indie dog “Bholu” with a red collar',
      description:
        'Bholu is a friendly brown Indie dog, about 3 years old, with a red collar and a small bell. He went out of the gate in the evening and has not come back. He is afraid of loud noises.',
      locality: 'Sector 21',
      city: 'Noida',
      happenedOn: indiaDay(now.getTime() - 2 * DAY_MS),
    },
    [],
  );
  const doc = await app.auth.accountForCampaigner({ email: 'imran.founddoc@example.org', phone: '9833300002', name: 'Imran Qureshi' });
  await app.notices.post(
    doc.userId,
    {
      side: 'found',
      kind: 'document',
      title: 'PAN card found near the bus stand',
      description:
        'Found a PAN card in a brown cover on the bench near the bus stand. The owner can write to me and tell me the name and date of birth on it to get it back.',
      locality: 'Near Gandhi Chowk',
      city: 'Jaipur',
      happenedOn: indiaDay(now.getTime() - DAY_MS),
    },
    [],
  );
}
