// The help desk (issue 41; decision 0063): what a ticket can be about, its states and the units
// of its clock. The clocks' amounts live in the database (support_clocks) with the rule that sets
// them; the working calendar's hours are here, its holidays in support_holidays.

/** What a ticket is about; each has its clock (support_clocks). */
export const TICKET_TOPICS = ['grievance', 'intimate_image', 'missing_child', 'refund', 'shop_order', 'referral', 'other'] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];

export const TICKET_STATES = ['new', 'open', 'waiting', 'resolved', 'closed', 'merged'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/** The states a ticket is still being worked in (the queue's default). */
export const TICKET_ACTIVE_STATES = ['new', 'open', 'waiting'] as const satisfies readonly TicketState[];

export const CLOCK_UNITS = ['hours', 'days', 'months', 'working_hours', 'working_days'] as const;
export type ClockUnit = (typeof CLOCK_UNITS)[number];

/** What a ticket can point at, of the requester's own (staff's console page beside it). */
export const TICKET_ABOUT_KINDS = ['donation', 'receipt', 'campaign', 'shop_order', 'refund_request', 'shop_dispute', 'contact_message', 'inquiry'] as const;
export type TicketAboutKind = (typeof TICKET_ABOUT_KINDS)[number];

/** Where a ticket came from: the help desk itself, an email, or another flow's own row. */
export const TICKET_SOURCES = ['web', 'email', 'contact', 'refund', 'dispute', 'seller_report', 'missing_child', 'matrimonial_report'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

export const CANNED_ACTIONS = ['none', 'resend_receipt', 'open_refund', 'review_order'] as const;
export type CannedAction = (typeof CANNED_ACTIONS)[number];

/**
 * The working calendar: Monday to Friday, 09:00 to 18:00 India time, except the holidays staff
 * keep. A working day is WORKING_HOURS_PER_DAY working hours, so "7 working days" is 63 of them.
 */
export const WORKING_DAY_START_HOUR = 9;
export const WORKING_DAY_END_HOUR = 18;
export const WORKING_HOURS_PER_DAY = WORKING_DAY_END_HOUR - WORKING_DAY_START_HOUR;
/** ISO weekdays (1 = Monday … 7 = Sunday) that are working days. */
export const WORKING_WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** A reply this long after a ticket was resolved reopens it; later, it starts a new linked ticket. */
export const TICKET_REOPEN_DAYS = 7;

export const TICKET_SUBJECT_MAX = 150;
export const TICKET_MESSAGE_MAX = 5000;
export const TICKET_ATTACHMENTS_MAX = 3;
export const TICKET_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const TICKET_RATING_COMMENT_MAX = 500;
/** Tickets one account may open in a day, and one network in an hour. */
export const TICKETS_PER_ACCOUNT_PER_DAY = 10;
export const TICKETS_PER_NETWORK_PER_HOUR = 20;

/** A ticket's reference as people see it: HD- and six letters and digits without look-alikes. */
export const TICKET_REFERENCE = /^HD-[2-9A-HJ-NP-Z]{6}$/;
/** The subject token inbound replies are threaded by: "[#HD-7K2Q9M]". */
export const TICKET_SUBJECT_TOKEN = /\[#(HD-[2-9A-HJ-NP-Z]{6})\]/;
