// Hindi, registered by name beside the English catalogues (decision 0040). The server imports
// this once at start; the browser loads it only on a Hindi page (entry.client.tsx), so English
// pages carry none of it. Each file mirrors one file of packages/core/src; a catalogue missing
// here is listed by tests/unit/i18n.test.ts, a key missing inside one is a type error.
import { registerTranslations } from '../i18n.ts';
import * as messages from './messages.ts';

registerTranslations('hi', {
  common: messages.common,
  unreadableForm: messages.unreadableForm,
  header: messages.header,
  campaign: messages.campaign,
  taxText: messages.taxTextHi,
});
