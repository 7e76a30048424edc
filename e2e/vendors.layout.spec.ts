// The 1280 px layout of the selling pages (decision 0062): each page and state the selling
// journey (vendors.spec.ts, at 390 px) passes through, reached by API calls instead of the forms
// that journey already proves, then a screenshot, axe and no sideways scroll. The states are
// the ones the journey's full run at 1280 px used to cover: /sell form, /sell submitted,
// /admin/vendors, /admin/vendors/:id, its legal-details error, /sell approved.
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiToken, expect, expectLayout, proveMobile, registerDonor, signIn, test, visit } from './fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.describe('selling pages @layout', () => {
  test('the selling pages fit 1280 px: form, submitted, the console’s list, application and legal error, approved', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    // Two people, seven pages with axe, a registration and a mobile proof: on a shared machine
    // as long as the journey it replaces at 1280 px (its budget was the same).
    test.setTimeout(180_000);
    const who = await registerDonor(request, `seller-layout-${testInfo.project.name}`);
    const token = await apiToken(request, who);
    await proveMobile(request, token);

    await signIn(page, who, '/sell');
    await expect(page.getByRole('heading', { name: 'Sell in our shop', level: 1 })).toBeVisible();
    await expectLayout(page, testInfo, 'sell-form');

    const shopName = `Kondagaon Dhokra ${testInfo.project.name} layout`;
    const applied = await request.post('/api/v1/seller/shop', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        legalName: 'Kondagaon Dhokra Artisans Society',
        displayName: shopName,
        about: 'Lost-wax brass figures cast by twelve families in Kondagaon, Bastar.',
        addressLine: '4 Market Lane, Bhelwapara',
        city: 'Kondagaon',
        state: 'Chhattisgarh',
        pinCode: '494226',
        supportEmail: 'hello@dhokra.example.in',
        supportPhone: '98930 12345',
        returnPolicy: 'Returns within 10 days if unused.',
        pan: 'ABCDE1234F',
        bankAccountName: 'Kondagaon Dhokra Artisans Society',
        bankAccountNumber: '501001234567',
        bankAccountConfirm: '501001234567',
        ifsc: 'HDFC0000240',
        documents: [{ kind: 'pan', fileName: 'pan-card.pdf', contentBase64: PDF.toString('base64') }],
      },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    const id = ((await applied.json()) as { data: { id: number } }).data.id;
    await visit(page, '/sell');
    await expect(page.locator('[data-status="submitted"]')).toHaveText('Submitted');
    await expectLayout(page, testInfo, 'sell-submitted');

    const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const staff = await staffContext.newPage();
    await signIn(staff, E2E_ADMIN, '/admin/vendors');
    await expect(staff.getByRole('link', { name: shopName })).toBeVisible();
    await expectLayout(staff, testInfo, 'admin-vendors');

    // The application as staff judge it (before the decision), then approved through the API.
    await visit(staff, `/admin/vendors/${id}`);
    await expect(staff.getByText('IFSC found in the bank list: HDFC Bank')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectLayout(staff, testInfo, 'admin-vendor');
    const staffToken = await apiToken(request, E2E_ADMIN);
    const approved = await request.post(`/api/v1/admin/vendors/${id}/decision`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { decision: 'approve' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    await visit(staff, `/admin/vendors/${id}`);
    await expect(staff.locator('h1 [data-status="approved"]')).toHaveText('Approved');
    // The legal-details form with its error: the state the journey checks at 390 px.
    await staff.getByRole('region', { name: 'Change legal name, tax or bank details' }).getByText('Open the form').click();
    await staff.getByLabel('Account number', { exact: true }).fill('50100123454321');
    await staff.getByLabel('Account number again').fill('50100123454320');
    await staff.getByLabel('Which document shows the change').fill('New cancelled cheque, 20 November');
    await staff.getByRole('button', { name: 'Save the new details' }).click();
    await expect(staff.locator('#f-bankAccountConfirm-error')).toHaveText('The two account numbers are not the same');
    await expectLayout(staff, testInfo, 'admin-vendor-legal');
    await staffContext.close();

    await visit(page, '/sell');
    await expect(page.locator('[data-status="approved"]')).toHaveText('Approved');
    await expectLayout(page, testInfo, 'sell-approved');
  });
});
