// Hindi, registered by name beside the English catalogues (decision 0040). The server imports
// this once at start; the browser loads it only on a Hindi page (entry.client.tsx), so English
// pages carry none of it. Each file mirrors one file of packages/core/src and exports its
// catalogues by name; a catalogue or key without Hindi is listed by src/i18n.test.ts, and a key
// missing inside a typed translation is a type error.
import { registerTranslations } from '../i18n.ts';
import * as accounts from './accounts.ts';
import * as applications from './applications.ts';
import * as audit from './audit.ts';
import * as batches from './batches.ts';
import * as campaignEditor from './campaign-editor.ts';
import * as careersText from './careers-text.ts';
import * as challengesText from './challenges-text.ts';
import * as checkout from './checkout.ts';
import * as contact from './contact.ts';
import * as contentLanguage from './content-language.ts';
import * as credentialsText from './credentials-text.ts';
import * as dates from './dates.ts';
import * as donationsAdmin from './donations-admin.ts';
import * as duties from './duties.ts';
import * as emailText from './email-text.ts';
import * as emails from './emails.ts';
import * as faqs from './faqs.ts';
import * as giving from './giving.ts';
import * as inquiries from './inquiries.ts';
import * as invoiceText from './invoice-text.ts';
import * as learningStaffText from './learning-staff-text.ts';
import * as learningText from './learning-text.ts';
import * as matrimonialText from './matrimonial-text.ts';
import * as messages from './messages.ts';
import * as monthlyText from './monthly-text.ts';
import * as newsletter from './newsletter.ts';
import * as noticesText from './notices-text.ts';
import * as paging from './paging.ts';
import * as placeCounts from './place-counts.ts';
import * as privacy from './privacy.ts';
import * as products from './products.ts';
import * as receipts from './receipts.ts';
import * as refunds from './refunds.ts';
import * as seo from './seo.ts';
import * as shopOrders from './shop-orders.ts';
import * as shopfront from './shopfront.ts';
import * as siteSettings from './site-settings.ts';
import * as siteText from './site-text.ts';
import * as spending from './spending.ts';
import * as statement from './statement.ts';
import * as supportInput from './support-input.ts';
import * as supportText from './support-text.ts';
import * as text from './text.ts';
import * as vendors from './vendors.ts';
import * as vendorsAdmin from './vendors-admin.ts';
import * as whatsapp from './whatsapp.ts';

registerTranslations('hi', {
  common: messages.common,
  unreadableForm: messages.unreadableForm,
  header: messages.header,
  campaign: messages.campaign,
  taxText: messages.taxTextHi,
  ...accounts.catalogues,
  ...applications.catalogues,
  ...audit.catalogues,
  ...batches.catalogues,
  ...campaignEditor.catalogues,
  ...checkout.catalogues,
  ...contact.catalogues,
  ...contentLanguage.catalogues,
  ...credentialsText.catalogues,
  ...dates.catalogues,
  ...donationsAdmin.catalogues,
  ...duties.catalogues,
  ...emailText.catalogues,
  ...emails.catalogues,
  ...faqs.catalogues,
  ...giving.catalogues,
  ...inquiries.catalogues,
  ...careersText.catalogues,
  ...challengesText.catalogues,
  ...supportInput.catalogues,
  ...supportText.catalogues,
  ...invoiceText.catalogues,
  ...learningText.catalogues,
  ...learningStaffText.catalogues,
  ...matrimonialText.catalogues,
  ...monthlyText.catalogues,
  ...newsletter.catalogues,
  ...noticesText.catalogues,
  ...paging.catalogues,
  ...placeCounts.catalogues,
  ...privacy.catalogues,
  ...whatsapp.catalogues,
  ...products.catalogues,
  ...receipts.catalogues,
  ...refunds.catalogues,
  ...seo.catalogues,
  ...shopOrders.catalogues,
  ...spending.catalogues,
  ...shopfront.catalogues,
  ...siteSettings.catalogues,
  ...siteText.catalogues,
  ...statement.catalogues,
  ...text.catalogues,
  ...vendors.catalogues,
  ...vendorsAdmin.catalogues,
});
