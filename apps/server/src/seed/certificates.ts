// Certificates' demo (issue 42): a valid volunteering certificate for the help desk's seeded donor
// (their account lists it; they sign in by "Forgot Password" with its email), and one revoked with
// its reason, so the verify page shows both verdicts on a first start. Issued and revoked through
// the credentials module as staff would; the seed is the system (no staff account exists yet).
import { demo } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';
import type {} from '../modules/auth/index.ts';
import type {} from '../modules/credentials/index.ts';
import { helpDeskDonor } from './support.ts';

export async function seedCertificates(app: FastifyInstance, now: Date): Promise<void> {
  const who = helpDeskDonor(now);
  const holder = who ? await app.auth.userIdByEmail(who.email) : null;
  if (who)
    await app.credentials.issue({
      kind: 'volunteering',
      key: 'seed:volunteering',
      userId: holder,
      name: who.name,
      email: who.email,
      title: { en: 'Flood relief volunteer', hi: 'बाढ़ राहत स्वयंसेवक' },
      description: {
        en: 'Forty hours packing and delivering relief kits to families in Darbhanga, Bihar.',
        hi: 'दरभंगा, बिहार में परिवारों के लिए चालीस घंटे राहत किट पैक करने और पहुँचाने के लिए।',
      },
      issuedBy: null,
    });
  const wrong = await app.credentials.issue({
    kind: 'appreciation',
    key: 'seed:appreciation-misspelt',
    userId: null,
    name: demo.DEMO_CAMPAIGNER.name.replace(/a/, 'aa'),
    email: null,
    title: { en: 'Thank you for a year of giving', hi: 'एक साल के दान के लिए धन्यवाद' },
    description: { en: 'Twelve months of monthly gifts to the school meals campaign.', hi: 'स्कूल भोजन अभियान को बारह महीने मासिक दान के लिए।' },
    issuedBy: null,
  });
  if (wrong.created) await app.credentials.revoke(null, wrong.id, 'Issued with the name misspelt; a corrected certificate replaces it.');
}
