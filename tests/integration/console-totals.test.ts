// Issue 39: every total in the console says what it includes. The Donations list adds up what
// donors paid (gifts, urgent add-ons and tips to the platform) and says how much of it is tips;
// the dashboard counts money given (campaigns and the urgent causes fund, decision 0032), leaves
// tips out, and says so. Worked by hand: ₹3,000 with a ₹450 tip and ₹1,000 with none.
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { paidGift } from '../support/gifts.ts';

const donor = { fullName: 'Totals Donor', email: uniqueEmail('totals') };
let token = '';
let todayBefore = 0;
let todayAfter = 0;

beforeAll(async () => {
  const { services } = await getTestApp();
  token = await loginAs(await registerUser({ role: 'staff' }));
  todayBefore = (await services.admin.dashboard()).todayPaise;
  await paidGift(donor, { amountPaise: 3000_00, tipPaise: 450_00 });
  await paidGift(donor, { amountPaise: 1000_00 });
  todayAfter = (await services.admin.dashboard()).todayPaise;
}, 240_000);

async function page(url: string): Promise<string> {
  const { app } = await getTestApp();
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

describe('the console’s totals', () => {
  it('the Donations list: ₹4,450 with the tips in, and it says ₹450 of it is tips (en+hi)', async () => {
    const q = encodeURIComponent(donor.email);
    const list = await page(`/admin/donations?q=${q}`);
    expect(list).toContain('data-found-paise="445000"');
    expect(list).toContain('data-tip-paise="45000"');
    expect(list).toContain('These donations add up to ₹4,450: the gifts, the urgent add-ons and the tips to the platform.');
    expect(list).toContain('₹450 of it is tips to the platform.');
    // The row with the tip says its part; the other has none to say.
    expect(list).toContain('data-tip="45000"');
    expect(list.match(/data-tip="/g)).toHaveLength(1);
    expect(list).toContain('₹450 tip to the platform');

    const hindi = await page(`/hi/admin/donations?q=${q}`);
    expect(hindi).toContain('इन दानों का कुल योग ₹4,450 है: दान, तत्काल ज़रूरतों के लिए जोड़ी गई राशि और प्लेटफ़ॉर्म के लिए टिप।');
    expect(hindi).toContain('इसमें से ₹450 प्लेटफ़ॉर्म के लिए टिप है।');
  });

  it('with no tip, the list says so by saying nothing of tips beyond what its total includes', async () => {
    const list = await page(`/admin/donations?q=${encodeURIComponent(uniqueEmail('nobody'))}`);
    expect(list).toContain('These donations add up to ₹0: the gifts, the urgent add-ons and the tips to the platform.');
    expect(list).not.toContain('of it is tips to the platform.');
  });

  it('the dashboard: the ₹4,000 given, not the ₹450 of tips, and it says tips are left out (en+hi)', async () => {
    expect(todayAfter - todayBefore).toBe(4000_00);
    const dashboard = await page('/admin');
    expect(dashboard).toContain(
      'Money raised counts what donors gave to campaigns and to the Urgent causes fund. Tips to the platform are not in these figures.',
    );
    expect(dashboard).toMatch(/<ul[^>]*aria-describedby="money-includes"/);
    expect(await page('/hi/admin')).toContain('प्लेटफ़ॉर्म के लिए टिप इन आँकड़ों में नहीं है।');
  });
});
