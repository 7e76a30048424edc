// The site's questions and answers (issue 11's "FAQs"): what donors ask before they give,
// written by staff in the console and shown on /faq. A campaign's own FAQs stay with the
// campaign (its editor); these are about the foundation, receipts, refunds and monthly gifts.
// Answers are plain text (blank lines make paragraphs): nothing here is ever HTML.
import { z } from 'zod';
import { accountMessages } from './accounts.ts';
import { shownIn } from './content-language.ts';
import { catalogue } from './i18n.ts';
import { text } from './text.ts';

export const faqMessages = /* @__PURE__ */ catalogue('faq', {
  // The public page
  title: 'Questions donors ask',
  lead: 'Receipts, refunds, monthly gifts and how your money reaches the cause: the answers, in plain words.',
  empty: 'No questions here yet.',
  stillAsk: 'Still have a question?',
  stillAskLead: 'Write to us and a person from the foundation answers, usually within two working days.',
  contactLink: 'Contact us',
  footerLink: 'FAQs',
  // The console
  consoleTitle: 'Questions and answers',
  consoleLead: 'The questions on the public FAQ page, in their order. Lower order numbers come first; blank lines in an answer start a new paragraph.',
  viewPage: 'View the FAQ page',
  addTitle: 'Add a question',
  question: 'Question',
  answer: 'Answer',
  order: 'Order',
  add: 'Add question',
  save: 'Save',
  remove: 'Remove',
  removeConfirm: 'Yes, remove this question',
  saved: 'Question saved.',
  added: 'Question added.',
  removed: 'Question removed.',
  nothingChanged: 'Nothing changed.',
  notFound: 'That question is not there any more.',
  questionRequired: 'Please enter the question',
  answerRequired: 'Please enter the answer',
  sortInvalid: 'Order must be a whole number from 0 to 9999',
});

const m = faqMessages;

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;

export const faqInput = z.object({
  question: text({ field: 'Question', required: m.questionRequired })
    .trim()
    .min(1, m.questionRequired)
    .max(FAQ_QUESTION_MAX, accountMessages.tooLong('Question', FAQ_QUESTION_MAX)),
  answer: text({ field: 'Answer', required: m.answerRequired, multiline: true })
    .trim()
    .min(1, m.answerRequired)
    .max(FAQ_ANSWER_MAX, accountMessages.tooLong('Answer', FAQ_ANSWER_MAX)),
  // The Hindi beside the English (issue 23): optional, the same rules; empty is none.
  questionHi: text({ field: 'Question in Hindi' }).trim().max(FAQ_QUESTION_MAX, accountMessages.tooLong('Question in Hindi', FAQ_QUESTION_MAX)).default(''),
  answerHi: text({ field: 'Answer in Hindi', multiline: true })
    .trim()
    .max(FAQ_ANSWER_MAX, accountMessages.tooLong('Answer in Hindi', FAQ_ANSWER_MAX))
    .default(''),
  sort: z.coerce.number({ error: m.sortInvalid }).int(m.sortInvalid).min(0, m.sortInvalid).max(9999, m.sortInvalid).default(0),
});
export type FaqInput = z.output<typeof faqInput>;

export const siteFaq = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  sort: z.number().int(),
  shownIn,
});
export type SiteFaq = z.infer<typeof siteFaq>;

/** A question as staff edit it: its Hindi beside the English ('' where there is none). */
export const siteFaqAdmin = siteFaq.omit({ shownIn: true }).extend({ questionHi: z.string(), answerHi: z.string() });
export type SiteFaqAdmin = z.infer<typeof siteFaqAdmin>;

/** An answer's paragraphs: blank lines separate them; single line breaks stay inside one. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
