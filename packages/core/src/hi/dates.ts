// Hindi for ../dates.ts.
import type { timeAgoText } from '../dates.ts';
import type { Translation } from '../i18n.ts';

const UNITS = { year: ['साल', 'साल'], month: ['महीना', 'महीने'], day: ['दिन', 'दिन'], hour: ['घंटा', 'घंटे'], minute: ['मिनट', 'मिनट'] } as const;

export const timeAgo: Translation<typeof timeAgoText> = {
  justNow: 'अभी-अभी',
  // Hindi's "one" is 0 and 1 (CLDR); n is never 0 here.
  ago: (n, unit) => `${n} ${UNITS[unit][n === 1 ? 0 : 1]} पहले`,
};

export const catalogues = { timeAgo };
