// The staff console's audit log: the page's words (issue 11).
export const auditMessages = {
  pageTitle: 'Audit log',
  lead: 'Every change made in the console: who, when, from where, and the values before and after. Entries are never changed or removed.',
  empty: 'Nothing has been changed in the console yet.',
  filterAction: 'Action',
  filterSubject: 'Subject',
  allActions: 'All actions',
  filter: 'Filter',
  older: 'Older entries',
  system: 'Automatic',
  before: 'Before',
  after: 'After',
  columns: { when: 'When', who: 'Who', action: 'Action', subject: 'Subject', change: 'Change' },
} as const;
