// What the spending tests start from (issue 26): a campaigner signed in, a staff member, the
// blankets category, a published campaign of the campaigner's that has raised money through a
// paid gift (so its figures stay its donations'), and a proposal with everyday defaults.
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { type Answer, type ApiResponse, call, loginAs, registerUser, signedIn, type TestUser } from './accounts.ts';
import { getTestApp } from './app.ts';
import { getDb } from './db.ts';
import { createCampaign, createDonation } from './factories.ts';

export interface SpendingCast {
  owner: TestUser;
  ownerToken: string;
  staff: { id: number; token: string };
  categoryId: number;
  /** A published campaign of the owner's that has raised `rupees`. */
  campaign(rupees: number): Promise<Awaited<ReturnType<typeof createCampaign>>>;
  /** The owner (or `token`) proposes a spend on `slug`: ₹ as typed, the blankets category, a textile shop. */
  spend<T>(slug: string, body: Record<string, unknown>, token?: string): Promise<ApiResponse<Answer<T>>>;
}

export async function spendingCast(ownerName: string): Promise<SpendingCast> {
  await getTestApp();
  const owner = await registerUser({ fullName: ownerName });
  const ownerToken = await loginAs(owner);
  const staff = await signedIn('staff');
  const [c] = await (await getDb()).select().from(s.spendingCategories).where(eq(s.spendingCategories.name, 'Clothing and blankets'));
  const categoryId = c?.id ?? 0;
  return {
    owner,
    ownerToken,
    staff,
    categoryId,
    async campaign(rupees) {
      const made = await createCampaign({ ownerId: owner.id, status: 'published' });
      await createDonation({ campaignId: made.id, amountPaise: rupees * 100 });
      return made;
    },
    spend: <T>(slug: string, body: Record<string, unknown>, token = ownerToken) =>
      call<Answer<T>>('POST', `/api/v1/campaigns/${slug}/spending`, {
        token,
        body: { spentOn: '2026-11-15', categoryId, payee: 'Shree Textiles, Jaipur', description: 'Winter blankets', ...body },
      }),
  };
}
