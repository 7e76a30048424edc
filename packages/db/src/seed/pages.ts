// Static pages: About (the Why Choose Us cards are rendered by the page itself) and the four
// policy pages with the facts from spec §9.

export interface PageSeed {
  slug: string;
  title: string;
  bodyHtml: string;
}

const ORG = 'Sahyog Seva Foundation';
const EMAIL = 'care@sahyog.example';

export const PAGES: PageSeed[] = [
  {
    slug: 'about',
    title: 'About Us',
    bodyHtml:
      '<h2>Who We Are</h2>' +
      `<p>${ORG} is a registered charitable trust founded in <strong>August 2024</strong> in Jaipur, Rajasthan, by a small group of friends who had spent years volunteering at hospitals, night shelters and gaushalas. We saw that people wanted to help, but did not know whom to trust, and that the people who most needed help rarely knew how to ask for it.</p>` +
      '<p>Today our volunteers and partner organisations work across Rajasthan, Uttar Pradesh, Delhi NCR, Assam and Odisha. We feed daily-wage workers and street animals, perform the last rites of unclaimed people, care for widowed mothers in Vrindavan, keep children in school and raise funds for patients who cannot afford treatment.</p>' +
      '<p>Everyone can give through this platform, once or every month, and anyone can start a campaign for a cause they care about. Our team verifies every campaign before it is published, and every donation is eligible for a tax exemption receipt.</p>' +
      '<h2>Our Vision</h2>' +
      '<p>An India where no one is left to face hunger, illness, old age or death alone, and where every act of kindness, however small, reaches the person it was meant for.</p>' +
      '<h2>Our Mission</h2>' +
      '<ul>' +
      '<li><strong>Reach the unreached:</strong> work where help arrives last, from flooded villages to the footpaths of our cities.</li>' +
      '<li><strong>Make giving simple and honest:</strong> 0% platform fee, clear reporting and regular updates on every campaign.</li>' +
      '<li><strong>Restore dignity:</strong> help people stand on their own feet through education, skills and health care, not only relief.</li>' +
      '<li><strong>Care for all living beings:</strong> serve animals and the environment with the same compassion we show people.</li>' +
      '</ul>',
  },
  {
    slug: 'refund-and-cancellation-policy',
    title: 'Refund and Cancellation Policy',
    bodyHtml:
      `<p>${ORG} ("the Foundation", "we") is grateful for every contribution made through this website. Donations are voluntary gifts used for charitable purposes, so they are generally not refundable. We understand, however, that mistakes happen, and this policy explains when and how a donation can be cancelled or refunded.</p>` +
      '<h2>When you can request a refund</h2>' +
      '<p>We will consider a refund in the following cases:</p>' +
      '<ul>' +
      '<li>An amount was debited more than once for the same donation.</li>' +
      '<li>A wrong amount was entered by mistake (for example ₹50,000 instead of ₹5,000).</li>' +
      "<li>The donation was made without the account holder's authorisation.</li>" +
      '<li>A monthly donation was charged after you cancelled it from your profile.</li>' +
      '</ul>' +
      '<h2>How to request a refund</h2>' +
      '<ol>' +
      `<li>Send a <strong>written request</strong> to <a href="mailto:${EMAIL}">${EMAIL}</a> <strong>within two days after the donation</strong>.</li>` +
      '<li>Attach <strong>proof</strong> of the transaction: the bank or UPI statement showing the debit, the transaction reference (UTR) and the date.</li>' +
      '<li>Mention your full name, mobile number, the campaign you donated to and the reason for the request.</li>' +
      '</ol>' +
      '<p>Requests received after two days, or without proof of the transaction, cannot be processed, because by then the funds have usually been committed to the cause.</p>' +
      '<h2>Our response</h2>' +
      '<p>We will review your request and <strong>respond within 7 working days</strong>. If the refund is approved, the amount is returned to the original payment method (bank account, card or UPI). Depending on your bank, it may take a further 5 to 10 working days to appear in your account.</p>' +
      '<h2>Deductions and exceptions</h2>' +
      '<ul>' +
      '<li>Refunds are made <strong>net of payment gateway charges</strong>, which are levied by the bank or payment provider and are not recoverable by the Foundation.</li>' +
      '<li><strong>No refund is possible once the tax exemption receipt has been issued</strong> for the donation, because the receipt has already been reported to the Income Tax Department.</li>' +
      '<li>Donations made in kind, or the purchase of items such as ration kits or blankets that have already been distributed, cannot be refunded.</li>' +
      '</ul>' +
      '<h2>Cancelling a monthly donation</h2>' +
      '<p>You can pause or cancel a monthly donation at any time from My Subscriptions in your profile, or by writing to us. Cancellation stops future payments; instalments already received are treated as donations and follow the rules above.</p>' +
      `<p>For any question about this policy, please write to <a href="mailto:${EMAIL}">${EMAIL}</a> or call our helpline.</p>`,
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    bodyHtml:
      `<p>This Return Policy explains how ${ORG} handles donations made on this website, including donations for specific items such as ration kits, blankets, school kits or medicine packs shown on campaign pages.</p>` +
      '<h2>Donations are not purchases</h2>' +
      '<p>When you choose an item on a campaign page, you are not buying goods for yourself. You are making a donation of the equivalent amount, which the Foundation uses to procure and distribute that item to people in need. No goods are shipped to donors, so there is nothing to return.</p>' +
      '<h2>Returning a donation</h2>' +
      '<p>A donation can be returned to the donor only in the situations and within the time limits described in our <a href="/refund-and-cancellation-policy">Refund and Cancellation Policy</a>. In short:</p>' +
      '<ul>' +
      '<li>You must send a <strong>written request together with proof</strong> of the transaction <strong>within two days after the donation</strong>.</li>' +
      '<li>We will <strong>respond within 7 working days</strong> of receiving your request.</li>' +
      '<li>Approved amounts are returned <strong>net of payment gateway charges</strong> to the original payment method.</li>' +
      '<li><strong>No return is possible once the tax exemption receipt has been issued</strong> for the donation.</li>' +
      '</ul>' +
      '<h2>When a campaign cannot use your donation</h2>' +
      "<p>Sometimes a campaign closes before all the items listed on it are needed, for example when a patient's treatment costs less than the estimate or a government scheme covers part of the bill. In such cases we do not return donations automatically. Instead, the balance is used for the closest similar cause, such as the follow-up care of the same patient or another verified medical campaign, and this is reported in the campaign's updates.</p>" +
      '<h2>Items bought for distribution</h2>' +
      "<p>Items purchased by the Foundation with your donation, such as blankets or ration kits, are given free of charge to beneficiaries and are never sold or returned to suppliers for cash. If a supplier delivers damaged or wrong items, we replace them at the supplier's cost; this does not affect your donation.</p>" +
      '<h2>Currency</h2>' +
      '<p>All donations are accepted and returned in Indian Rupees (INR) only. The Foundation charges a <strong>0% platform fee</strong> on donations.</p>' +
      `<h2>Contact</h2><p>For any question about returns, write to <a href="mailto:${EMAIL}">${EMAIL}</a> with your transaction details, and our donor care team will help you.</p>`,
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    bodyHtml:
      `<p>These Terms &amp; Conditions govern your use of the website and services of ${ORG}, a charitable trust registered in India. By browsing this website, making a donation or starting a campaign, you agree to these terms. If you do not agree, please do not use the website.</p>` +
      '<h2>Donations</h2>' +
      '<ul>' +
      '<li>All donations are voluntary and are accepted in <strong>Indian Rupees (INR) only</strong>.</li>' +
      '<li>The Foundation charges a <strong>0% platform fee</strong>. Any tip you choose to add at checkout supports the running of the platform and is shown separately.</li>' +
      '<li><strong>A part of each donation is used for advertising and promotion</strong> of the campaigns, so that they reach more donors; <strong>the rest goes to the campaigners</strong> and the causes they support.</li>' +
      '<li>Donations are eligible for deduction under the Income-tax Act, subject to its conditions; the receipt names the section in force for the year of your gift. A receipt is issued on request when you provide your PAN (or your Aadhaar number if you have no PAN).</li>' +
      '<li>Refunds and returns are governed by our Refund and Cancellation Policy and Return Policy.</li>' +
      '</ul>' +
      '<h2>Campaigns and campaigners</h2>' +
      '<ul>' +
      '<li>Campaigners must provide true and complete information and documents. Every campaign is reviewed by our team before it is published, and we may ask for further proof at any time.</li>' +
      '<li>Funds are released to the beneficiary, hospital or supplier against bills or an estimate, not necessarily as cash to the campaigner.</li>' +
      '<li>We may edit, pause or close a campaign that is misleading, violates the law or these terms, and use the funds raised for the closest similar cause.</li>' +
      '</ul>' +
      '<h2>Your responsibilities</h2>' +
      '<ul>' +
      '<li>Use the website only for lawful purposes and do not attempt to disrupt or misuse it.</li>' +
      '<li>Keep your login details confidential. You are responsible for activity under your account.</li>' +
      '<li>Do not make a donation using a payment method you are not authorised to use.</li>' +
      '</ul>' +
      '<h2>Content and intellectual property</h2>' +
      '<p>Stories, photographs and text on this website belong to the Foundation or to the campaigners who shared them with consent. You may share campaign links freely, but you may not reproduce the content for commercial purposes.</p>' +
      '<h2>Limitation of liability</h2>' +
      '<p>We take great care to verify campaigns, but we cannot guarantee the outcome of any treatment, project or relief effort. The Foundation is not liable for indirect losses arising from the use of the website or from delays caused by banks or payment providers.</p>' +
      '<h2>Changes and governing law</h2>' +
      `<p>We may update these terms from time to time; the version on this page applies. These terms are governed by the laws of India, and courts at Jaipur, Rajasthan have jurisdiction. Questions can be sent to <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    bodyHtml:
      `<p>${ORG} respects your privacy. This policy explains what personal information we collect when you use this website, why we collect it, and how we protect it, in line with the Digital Personal Data Protection Act, 2023.</p>` +
      '<h2>Information we collect</h2>' +
      '<ul>' +
      '<li><strong>Donation details:</strong> your name, email address, mobile number, the amount and the campaign you supported, and the payment reference.</li>' +
      '<li><strong>Tax receipt details:</strong> your PAN (or Aadhaar number) and postal address, only if you request a tax exemption receipt.</li>' +
      '<li><strong>Account details:</strong> if you register, your name, email, mobile number and a securely hashed password.</li>' +
      '<li><strong>Campaign applications:</strong> information and documents you share to start a campaign.</li>' +
      '<li><strong>Technical data:</strong> basic logs such as IP address and browser type, used for security.</li>' +
      '</ul>' +
      '<p>We do not store your card number, UPI PIN or bank password; payments are processed by regulated payment providers.</p>' +
      '<h2>Children</h2>' +
      '<p>This website is meant for adults. <strong>We do not knowingly collect any information from children under 18.</strong> If you believe a child has shared personal information with us, please write to us and we will delete it.</p>' +
      '<h2>How we use your information</h2>' +
      '<ul>' +
      '<li>To process your donation and send you a receipt and, on request, a tax exemption receipt.</li>' +
      '<li>To send updates on the campaigns you supported, by email or WhatsApp if you opted in.</li>' +
      '<li>To meet our legal obligations, such as reporting donations to the Income Tax Department.</li>' +
      '<li>To answer your questions and improve our services.</li>' +
      '</ul>' +
      '<h2>Sharing</h2>' +
      "<p>We never sell or rent your personal information. We share it only with payment providers to complete a transaction, with government authorities when the law requires it, and, for campaigns you start, with our verification team. On campaign pages, donors' names appear in donor lists unless they choose to give anonymously.</p>" +
      '<h2>Security and retention</h2>' +
      '<p>Your information is stored on secure servers with restricted access. Donation records are kept for as long as tax laws require, usually eight years; other data is deleted when it is no longer needed.</p>' +
      '<h2>Your choices</h2>' +
      `<p>You can view and update your details from your profile, unsubscribe from updates at any time, or ask us to correct or delete your information by writing to <a href="mailto:${EMAIL}">${EMAIL}</a>. All transactions on this website are in Indian Rupees (INR) only.</p>`,
  },
];
