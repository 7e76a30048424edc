// Message texts. Plain text on purpose: readable in any mail client and in an SMS. A catalogue
// (decision 0040): `messaging.send` renders a template in the current language (the request's,
// or the donor's in a job), the Hindi being templates.hi.ts, registered here so the server
// always has it.
import { catalogue, registerTranslations } from '@sahyog/core';
import { mailHeaders } from './mail-headers.ts';
import { templatesHi } from './templates.hi.ts';

export type TemplateData = Record<string, string>;

/** A message's text, and for some emails extra headers (List-Unsubscribe). */
export type Rendered = { subject: string; body: string; headers?: Record<string, string> };

export const templates = /* @__PURE__ */ catalogue('templates', {
  'register-otp-email': (d: TemplateData): Rendered => ({
    subject: `Your ${d.site} verification code: ${d.code}`,
    body: `Namaste ${d.name},\n\nYour one-time password (OTP) to finish registering is ${d.code}.\nIt is valid for ${d.minutes} minutes. Do not share it with anyone; our team will never ask for it.\n\nIf you did not try to register, you can ignore this email.\n\n${d.site}`,
  }),
  'phone-otp-sms': (d: TemplateData): Rendered => ({
    subject: '',
    body: `${d.code} is your ${d.site} OTP to verify this mobile number. Valid ${d.minutes} min. Do not share it.`,
  }),
  'campaign-otp-email': (d: TemplateData): Rendered => ({
    subject: `Your ${d.site} code to start a campaign: ${d.code}`,
    body: `Namaste ${d.name},\n\nYour one-time password (OTP) to apply for a campaign is ${d.code}.\nIt is valid for ${d.minutes} minutes. We have sent a different code to your mobile by SMS: the form needs both.\nDo not share either code with anyone; our team will never ask for them.\n\nIf you did not apply, you can ignore this email.\n\n${d.site}`,
  }),
  'campaign-otp-sms': (d: TemplateData): Rendered => ({
    subject: '',
    body: `${d.code} is your ${d.site} OTP to verify this mobile for your campaign application. Valid ${d.minutes} min. Do not share it.`,
  }),
  'application-received': (d: TemplateData): Rendered => ({
    subject: `We have your campaign application (${d.cause})`,
    body: `Namaste ${d.name},\n\n${d.thanks}\n\nCause: ${d.cause}\nApplication number: ${d.id}\n\nWe will write to you at each step.\n\n${d.site}`,
  }),
  'application-under-review': (d: TemplateData): Rendered => ({
    subject: `Your campaign application is under review`,
    body: `Namaste ${d.name},\n\nOur team has started reviewing your application number ${d.id} (${d.cause}). We may call you on your mobile to learn more about the cause.\n\n${d.site}`,
  }),
  // For a campaigner, not a password reset: what happened, what to do next, how long the link
  // lasts (a new account's link; an existing account signs in as usual).
  'application-approved': (d: TemplateData): Rendered => ({
    subject: d.link ? `Your campaign is approved: set your password to start` : `Your campaign is approved: sign in to start`,
    body: [
      `Namaste ${d.name},`,
      `Good news: our team has approved your application number ${d.id} (${d.cause}). We have made a draft of your campaign "${d.title}". It is not public yet: donors see it once you have finished it and our team has published it.`,
      `What to do next:`,
      d.link
        ? `1. Set your password with this link. It is for you alone, works once and lasts ${d.hours} hours:\n${d.link}\n2. Sign in and open My Campaigns: ${d.myCampaigns}`
        : `1. Sign in with your account for this email (${d.login}).\n2. Open My Campaigns: ${d.myCampaigns}`,
      `3. Tell the story in your own words, add a cover photo and set the goal, then save the draft.\n4. Our team reads it, may call you, and publishes it. We will write to you when it is live.`,
      d.link
        ? `If the ${d.hours} hours have passed, ask for a new link with "Forgot password" (${d.forgot}) using this email.`
        : `Forgot your password? Ask for a link at ${d.forgot}.`,
      d.site,
    ].join('\n\n'),
  }),
  'application-rejected': (d: TemplateData): Rendered => ({
    subject: `About your campaign application`,
    body: `Namaste ${d.name},\n\nThank you for applying. We cannot take your application number ${d.id} (${d.cause}) forward, for this reason:\n\n${d.reason}\n\nYou are welcome to apply again when this changes.\n\n${d.site}`,
  }),
  // A donor's gift first spent (issue 26): what it bought, and a private link to its story.
  // `part`: the share of the gift this payment took, when it is not all of it (never overstated).
  'gift-spent': (d: TemplateData): Rendered => ({
    subject: `${d.part ? `${d.part} of your ${d.amount}` : `Your ${d.amount}`} ${d.bought ? `bought ${d.bought}` : `is at work: ${d.what}`}`,
    // A payment without a bill says so, with staff's reason, instead of "checked against the bill" (issue 38).
    body: `Namaste ${d.name},\n\nYour gift of ${d.amount} to ${d.campaign} has started to be spent. ${d.part ? `${d.part} of it` : 'It'} paid for ${d.bought ? `${d.bought} (${d.what})` : d.what}, ${d.noBill ? `approved by our team although no bill was provided, because: ${d.noBill}` : 'checked by our team against the bill'}.\n\nSee what your gift did${d.noBill ? '' : ', with the bill'}: ${d.link}\n(This link is for you: it shows this gift's story without signing in. Please do not share it.)\n\n${d.site}`,
  }),
  // To the campaigner, when staff decide a payment they recorded (issue 26).
  'spend-approved': (d: TemplateData): Rendered => ({
    subject: `Your payment of ${d.amount} is approved: ${d.what}`,
    body: `Namaste ${d.name},\n\n${d.noBill ? `No bill was provided for your payment of ${d.amount} for ${d.what} (paid on ${d.date}). Our team approved it all the same, because: ${d.noBill}. The campaign's page says so beside it.` : `Our team checked your payment of ${d.amount} for ${d.what} (paid on ${d.date}) against its bill and approved it.`} It now shows on ${d.campaign}'s page, under "Where the money went".${d.billWaiting ? ' Its bill shows there once our team has blacked out the private details on it.' : ''}\n\nSee it: ${d.link}\n\n${d.site}`,
  }),
  'spend-rejected': (d: TemplateData): Rendered => ({
    subject: `Your payment of ${d.amount} was not approved: ${d.what}`,
    body: `Namaste ${d.name},\n\nOur team could not approve your payment of ${d.amount} for ${d.what} (paid on ${d.date}), for this reason:\n\n${d.reason}\n\nIt is not shown on the campaign's page. Record it again with what is needed, from your campaign's editor: ${d.editor}\n\n${d.site}`,
  }),
  // To the campaigner, when staff put their campaign live: where it is, and what to do next.
  'campaign-published': (d: TemplateData): Rendered => ({
    subject: `Your campaign is live: ${d.campaign}`,
    body: `Namaste ${d.name},

Our team has published ${d.campaign}. Donors can find it and give here:
${d.link}

Share this link with the people who know the cause first: most first gifts come from them.

From your campaign's editor, post updates as the work goes on (our team reads each one before donors get it), and record each payment with its bill: donors see where their money went, and each is told what their own gift bought.
${d.editor}

${d.site}`,
  }),
  // To the campaigner, when staff review an update they wrote (issue 26).
  'update-published': (d: TemplateData): Rendered => ({
    subject: `Your update is published: ${d.title}`,
    body: `Namaste ${d.name},\n\nOur team read your update "${d.title}" and published it on ${d.campaign}'s page.${d.recipients ? ` It is being emailed to ${d.recipients === '1' ? 'the donor' : `the ${d.recipients} donors`} who asked to hear how the campaign goes.` : ''}\n\nSee it: ${d.link}\n\n${d.site}`,
  }),
  'update-rejected': (d: TemplateData): Rendered => ({
    subject: `Your update was not published: ${d.title}`,
    body: `Namaste ${d.name},\n\nOur team read your update "${d.title}" for ${d.campaign} and could not publish it, for this reason:\n\n${d.reason}\n\nDonors have not seen it. Write it again with what is needed, from your campaign's editor: ${d.editor}\n\n${d.site}`,
  }),
  'campaign-update': (d: TemplateData): Rendered => ({
    subject: `Update from ${d.campaign}: ${d.title}`,
    body: `Namaste ${d.name},\n\nYou gave to ${d.campaign} and asked to hear how it goes. Here is the latest:\n\n${d.title}\n\n${d.body}\n\n${d.givesPayment ? `This update gives payment details. Give only on the campaign's page: a gift paid anywhere else gets no receipt, is not counted, and may never reach the campaign.\n\n` : ''}See the campaign: ${d.link}\n\n${d.site}`,
  }),
  // Every newsletter email carries the one-click unsubscribe link, in its text and in the
  // List-Unsubscribe headers (RFC 2369, RFC 8058) that mail apps show as an Unsubscribe button.
  'newsletter-welcome': (d: TemplateData): Rendered => ({
    subject: `You are subscribed to ${d.site}'s monthly stories`,
    body: `Namaste,\n\nThank you for subscribing. Once a month we will write with stories from the campaigns: who was helped, and how.\n\nTo stop these emails, use this link (one click, no sign-in): ${d.unsubscribeUrl}\n\n${d.site}`,
    headers: { 'List-Unsubscribe': `<${d.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }),
  // To the foundation's own address: the sender's words, and where to answer them.
  'contact-message': (d: TemplateData): Rendered => ({
    subject: `Contact form: ${d.subject}`,
    body: `A message from the contact form (no. ${d.id}).\n\nFrom: ${d.name}\nEmail: ${d.email}\nMobile: ${d.mobile}\nSubject: ${d.subject}\n\n${d.message}\n\nReply to ${d.email}, then mark it replied in the inbox: ${d.inboxUrl}\n\n${d.site}`,
    headers: { 'Reply-To': d.email ?? '' },
  }),
  'receipt-issued': (d: TemplateData): Rendered => ({
    subject: `Your ${d.short} receipt ${d.number}`,
    body: `Namaste ${d.name},\n\nYour ${d.short} receipt ${d.number} for your donation of ${d.amount} to ${d.campaign} is attached to this email as a PDF.${d.replaces ? ` It replaces receipt ${d.replaces}, which is cancelled: please use this one.` : ''} Keep it for your income tax return.\nYou can also download it from your profile at any time: ${d.profileUrl}\n(Sign in with this email; if you gave without an account, set a password there first.)\n\nThank you for giving.\n\n${d.site}`,
  }),
  'refund-requested': (d: TemplateData): Rendered => ({
    subject: `Refund request: ${d.reference}`,
    body: `${d.name} (${d.email}) asks for donation ${d.reference} (${d.amount}) back.\n\nReason:\n${d.reason}\n\nDecide within 7 working days in the staff console (Refund requests).\n\n${d.site}`,
    headers: { 'Reply-To': d.email ?? '' },
  }),
  'refund-done': (d: TemplateData): Rendered => ({
    subject: `Your refund for ${d.reference}`,
    body: `Namaste ${d.name},\n\nWe have refunded ${d.amount} for your donation ${d.reference} (the payment gateway's charges of ${d.fee} are kept, as our refund policy says). Banks take up to 7 working days to show it.\n\n${d.site}`,
  }),
  'refund-declined': (d: TemplateData): Rendered => ({
    subject: `About your refund request for ${d.reference}`,
    body: `Namaste ${d.name},\n\nWe cannot refund your donation ${d.reference}, for this reason:\n\n${d.note}\n\nReply to this email if you would like to talk about it.\n\n${d.site}`,
  }),
  'password-reset': (d: TemplateData): Rendered => ({
    subject: `Set your ${d.site} password`,
    body: `Namaste ${d.name},\n\nUse this link to set your password (valid for ${d.minutes} minutes, once):\n${d.link}\n\nIf you gave to us before without an account, setting a password lets you see those donations and request tax receipts.\nIf you did not ask for this, ignore this email: your account is unchanged.\n\n${d.site}`,
  }),
  'donation-thanks-email': (d: TemplateData): Rendered => ({
    subject: `Thank you for your donation of ${d.total} to ${d.campaign}`,
    body: `Namaste ${d.name},\n\nThank you! Your donation is confirmed.\n\nCampaign: ${d.campaign}\nDonation: ${d.amount}${d.extras}\nTotal paid: ${d.total}\nReference: ${d.reference}\nPaid on: ${d.date}\nMode: ${d.mode}\n${d.manage ?? ''}\nYou can request your ${d.short} tax receipt from your profile (${d.profileUrl}); sign in with this email, or set a password there if you gave without an account.\n\nSee how the campaign is doing: ${d.campaignUrl}\n\n${d.site}`,
  }),
  'donation-thanks-sms': (d: TemplateData): Rendered => ({
    subject: '',
    body: `Thank you ${d.name}! Your donation of ${d.total} to ${d.campaign} is confirmed. Ref ${d.reference}. - ${d.site}`,
  }),
  // Monthly giving: every one carries the gift's manage link (pause, change, stop, no sign-in).
  'monthly-welcome-email': (d: TemplateData): Rendered => ({
    subject: `Your monthly gift of ${d.amount} to ${d.campaign} has started`,
    body: `Namaste ${d.name},\n\nThank you for giving every month. Your gift of ${d.amount} a month to ${d.campaign} has started (reference ${d.reference}).\n\nBefore each month we will tell you the amount and the date, at least a day ahead. ${d.how}\n\nPause, change the amount or stop at any time, without signing in:\n${d.manageUrl}\n\nKeep this email: the link is yours alone.\n\n${d.site}`,
  }),
  'monthly-notice-email': (d: TemplateData): Rendered => ({
    subject: `${d.month}: your monthly gift of ${d.amount} on ${d.date}`,
    body: `Namaste ${d.name},\n\nThis is your notice ahead of your monthly gift.\n\nAmount: ${d.amount}\nDate: ${d.date}\nCause: ${d.campaign}\nReference: ${d.reference}\n\n${d.how}${d.largeNote}\n\nTo skip it, change the amount or stop, use this link before the date:\n${d.manageUrl}\n\n${d.site}`,
  }),
  'monthly-reminder-email': (d: TemplateData): Rendered => ({
    subject: `${d.month}: your monthly gift of ${d.amount} to ${d.campaign}`,
    body: `Namaste ${d.name},\n\nYour monthly gift for ${d.month} is due: ${d.amount} to ${d.campaign} (reference ${d.reference}).\n\nPay it by UPI, with the QR code on this page:\n${d.payUrl}\n\nor straight from a UPI app on your phone:\n${d.upiLink}\n\nThen enter the 12-digit UTR on the page; we confirm it against our bank statement and send your receipt.\n\nPause, change the amount or stop:\n${d.manageUrl}\n\n${d.site}`,
  }),
  'monthly-reminder-sms': (d: TemplateData): Rendered => ({
    subject: '',
    body: `${d.site}: your monthly gift of ${d.amount} for ${d.month} is due. Pay by UPI: ${d.payUrl}`,
  }),
  'monthly-halted-email': (d: TemplateData): Rendered => ({
    subject: `We have stopped the reminders for your monthly gift ${d.reference}`,
    body: `Namaste ${d.name},\n\nWe have not received your monthly gift of ${d.amount} to ${d.campaign} for the last ${d.months} months, so we have stopped sending reminders. You owe nothing, and the gifts you made stay, with their receipts.\n\nIf you would like to give every month again, resume with this link (no sign-in):\n${d.manageUrl}\n\nThank you for what you have given.\n\n${d.site}`,
  }),
  'monthly-changed-email': (d: TemplateData): Rendered => ({
    subject: `Your monthly gift ${d.reference} has changed`,
    body: `Namaste ${d.name},\n\n${d.change}\n\nCause: ${d.campaign}\nReference: ${d.reference}\n\nIf you did not ask for this, tell us at once by replying to this email. Manage your gift:\n${d.manageUrl}\n\n${d.site}`,
  }),
  // The shop's vendors (issue 24): each step of the application, in the account's language.
  'vendor-received': (d: TemplateData): Rendered => ({
    subject: `We have your application to sell: ${d.shop}`,
    body: `Namaste ${d.name},\n\nThank you for applying to sell in our shop as ${d.shop} (application number ${d.id}). Our team checks your details and documents, usually within three working days, and will write to you when it is decided.\n\nSee where it stands: ${d.sell}\n\n${d.site}`,
  }),
  'vendor-approved': (d: TemplateData): Rendered => ({
    subject: `Your shop ${d.shop} is approved`,
    body: `Namaste ${d.name},\n\nGood news: our team has approved ${d.shop}. Your shop's page is ${d.shopUrl}\n\nAdd your products from your seller dashboard: ${d.seller}\nThey show in the shop once you publish them.\n\n${d.site}`,
  }),
  'vendor-rejected': (d: TemplateData): Rendered => ({
    subject: `About your application to sell: ${d.shop}`,
    body: `Namaste ${d.name},\n\nThank you for applying. We cannot approve ${d.shop} yet, for this reason:\n\n${d.reason}\n\nCorrect what is needed and send the application again from ${d.sell}\n\n${d.site}`,
  }),
  'vendor-suspended': (d: TemplateData): Rendered => ({
    subject: `Your shop ${d.shop} is suspended`,
    body: `Namaste ${d.name},\n\nWe have suspended ${d.shop}: buyers do not see it or its products for now, for this reason:\n\n${d.reason}\n\nReply to this email to have it reinstated.\n\n${d.site}`,
  }),
  'vendor-details-changed': (d: TemplateData): Rendered => ({
    subject: `Your shop's legal, tax or bank details have changed: ${d.shop}`,
    body: `Namaste ${d.name},\n\nOur team has changed these details of ${d.shop}:\n\n${d.changes}\n\nWhy: ${d.note}\n\nPayments to your shop go to the bank account above from now on. If you did not ask for this, reply to this email at once.\n\nYour seller dashboard: ${d.seller}\n\n${d.site}`,
  }),
  'shop-order-paid': (d: TemplateData): Rendered => ({
    subject: `Order ${d.reference} is paid: ${d.shop} has it`,
    body: `Namaste ${d.name},\n\nThank you for buying from ${d.shop}. Your payment of ${d.amount} is received for order ${d.reference}:\n\n${d.items}\n\nThe seller packs it next; we email you when it ships. A purchase is not a donation: it gets a GST invoice, not a tax receipt.\n\nYour order: ${d.link}\n\n${d.site}`,
  }),
  'shop-order-accepted': (d: TemplateData): Rendered => ({
    subject: `${d.shop} accepted order ${d.reference}`,
    body: `Namaste ${d.name},\n\n${d.shop} has accepted your order ${d.reference} and is packing it:\n\n${d.items}\n\nYour order: ${d.link}\n\n${d.site}`,
  }),
  'shop-order-shipped': (d: TemplateData): Rendered => ({
    subject: `Order ${d.reference} has shipped`,
    body: `Namaste ${d.name},\n\n${d.shop} has shipped your order ${d.reference} by ${d.courier}, tracking number ${d.tracking}:\n\n${d.items}\n\nYour order: ${d.link}\n\n${d.site}`,
  }),
  'shop-order-delivered': (d: TemplateData): Rendered => ({
    subject: `Order ${d.reference} is delivered`,
    body: `Namaste ${d.name},\n\nYour order ${d.reference} from ${d.shop} is delivered. If something is wrong with it, you can ask for a return from your order's page within the seller's return window.\n\nYour order: ${d.link}\n\n${d.site}`,
  }),
  'shop-order-cancelled': (d: TemplateData): Rendered => ({
    subject: `Order ${d.reference} is cancelled`,
    body: `Namaste ${d.name},\n\nYour order ${d.reference} from ${d.shop} is cancelled: ${d.reason}\n\n${d.items}${d.refund ? `\n\n${d.refund} goes back to the way you paid.` : ''}\n\nYour order: ${d.link}\n\n${d.site}`,
  }),
  'shop-payout-paid': (d: TemplateData): Rendered => ({
    subject: `${d.amount} paid to ${d.shop}'s bank account`,
    body: `Namaste ${d.name},\n\nWe have paid your withdrawal of ${d.amount} to the bank account on ${d.shop}'s details. The bank's reference (UTR) is ${d.utr}.\n\nYour payouts and statements: ${d.link}\n\n${d.site}`,
  }),
  'shop-payout-rejected': (d: TemplateData): Rendered => ({
    subject: `Your withdrawal of ${d.amount} was not paid`,
    body: `Namaste ${d.name},\n\nWe could not pay your withdrawal of ${d.amount} for ${d.shop}: ${d.reason}\n\nThe amount is back in your payable; you can ask again once this is sorted. Reply to this email with any question.\n\nYour payouts: ${d.link}\n\n${d.site}`,
  }),
  'shop-return-requested': (d: TemplateData): Rendered => ({
    subject: `Return asked for: order ${d.reference}`,
    body: `Namaste ${d.name},\n\nThe buyer of order ${d.reference} asks to return it (${d.returnAmount}):\n\n${d.returnReason}\n\n${d.items}\n\nPlease approve or refuse it from your orders: ${d.link}\n\n${d.site}`,
  }),
  'shop-return-update': (d: TemplateData): Rendered => ({
    subject: `Your return of order ${d.reference}: ${d.returnStatus}`,
    body: `Namaste ${d.name},\n\nYour return of order ${d.reference} from ${d.shop}: ${d.returnStatus}.${d.returnNote ? `\n\nThe seller says: ${d.returnNote}` : ''}\n\nAmount: ${d.returnAmount}\n\nYour order: ${d.link}\n\n${d.site}`,
  }),
  'shop-dispute-opened': (d: TemplateData): Rendered => ({
    subject: `The buyer of order ${d.reference} asked the foundation to step in`,
    body: `Namaste ${d.name},\n\nThe buyer of order ${d.reference} (${d.amount}) has asked us to look into it:\n\n${d.disputeReason}\n\nOur team reads the order, its tracking and any return, and may write to you. Reply to this email with anything we should know.\n\nYour orders: ${d.link}\n\n${d.site}`,
  }),
  'shop-dispute-decided': (d: TemplateData): Rendered => ({
    subject: `Order ${d.reference}: ${d.disputeStatus}`,
    body: `Namaste ${d.name},\n\nWe have looked into order ${d.reference} from ${d.shop}: ${d.disputeStatus}.\n\n${d.resolution}${d.disputeRefund ? `\n\n${d.disputeRefund} goes back to the way the order was paid.` : ''}\n\nThe order: ${d.link}\n\n${d.site}`,
  }),
  // "Ask the seller" (issue 41): the buyer's first name, their phone only when they shared it,
  // never their email; the buyer never gets the vendor's account details.
  'inquiry-question': (d: TemplateData): Rendered => ({
    subject: `A buyer asks ${d.shop}: ${d.subject}`,
    body: `Namaste ${d.name},\n\n${d.buyer} asks ${d.shop}:\n\n${d.subject}\n\n${d.message}${d.phone ? `\n\nThe buyer shared a phone number with you: ${d.phone}` : ''}\n\nAnswer in your inbox (the buyer's email stays private): ${d.link}\n\n${d.site}`,
  }),
  'inquiry-buyer-reply': (d: TemplateData): Rendered => ({
    subject: `${d.buyer} wrote again: ${d.subject}`,
    body: `Namaste ${d.name},\n\n${d.buyer} wrote again about "${d.subject}":\n\n${d.message}${d.phone ? `\n\nThe buyer shared a phone number with you: ${d.phone}` : ''}\n\nAnswer in your inbox: ${d.link}\n\n${d.site}`,
  }),
  'inquiry-answer': (d: TemplateData): Rendered => ({
    subject: `${d.shop} answered: ${d.subject}`,
    body: `Namaste ${d.name},\n\n${d.shop} answered your question "${d.subject}":\n\n${d.message}\n\nRead it and reply: ${d.link}\n\n${d.site}`,
  }),
  // The help desk (issue 41): the subject carries the ticket's "[#HD-…]" token and the headers
  // its Message-ID, so a reply by email threads back to the ticket; an answer's email holds that
  // answer only (never an internal note, never the thread's history).
  'support-opened': (d: TemplateData): Rendered => ({
    subject: `[#${d.reference}] ${d.subject}`,
    body: `Namaste ${d.name},\n\nWe have your ticket ${d.reference}: "${d.subject}".${d.due ? `\n${d.due}` : ''}\n\nFollow it and add to it on the site (${d.link}), or answer this email.\n\n${d.site}`,
    headers: mailHeaders({ 'Message-ID': d.messageId }),
  }),
  'support-answer': (d: TemplateData): Rendered => ({
    subject: `Re: [#${d.reference}] ${d.subject}`,
    body: `Namaste ${d.name},\n\nOur support team answered your ticket ${d.reference}:\n\n${d.message}\n\n${d.state}\n\nAnswer this email, or on the site: ${d.link}\n\n${d.site}`,
    headers: mailHeaders({ 'Message-ID': d.messageId, 'In-Reply-To': d.inReplyTo, References: d.references }),
  }),
  // A certificate (issue 42): its title and the page anyone can check it on; the files are there.
  'certificate-issued': (d: TemplateData): Rendered => ({
    subject: `Your certificate: ${d.title}`,
    body: `Namaste ${d.name},\n\n${d.site} has issued you a certificate: "${d.title}".\n\nOpen it, download the PDF or the badge, or add it to LinkedIn: ${d.link}\nAnyone you show that page to can check that it is genuine.\n\n${d.site}`,
  }),
  // A buyer who asked for SMS at checkout: the step in one line (two segments at most: the
  // emails carry the links).
  'shop-order-sms': (d: TemplateData): Rendered => ({
    subject: '',
    body: `${d.site}: order ${d.reference}: ${d.status}.`,
  }),
  // WhatsApp (decision 0064): each text is sent as it is inside the 24-hour window; outside it the
  // approved template named in whatsapp.ts carries the same facts. Each says how to stop.
  'donation-thanks-whatsapp': (d: TemplateData): Rendered => ({
    subject: '',
    body: `Thank you ${d.name}! Your donation of ${d.total} to ${d.campaign} is confirmed. Reference ${d.reference}.\n\nYour ${d.short} receipt: ${d.profileUrl}\n\nReply STOP to get no more WhatsApp messages from ${d.site}.`,
  }),
  'monthly-reminder-whatsapp': (d: TemplateData): Rendered => ({
    subject: '',
    body: `${d.site}: your monthly gift of ${d.amount} for ${d.month} is due. Pay by UPI: ${d.payUrl}\n\nReply STOP to get no more WhatsApp messages.`,
  }),
  'campaign-update-whatsapp': (d: TemplateData): Rendered => ({
    subject: '',
    body: `New update from ${d.campaign}: "${d.title}"\n${d.link}\n\nReply STOP to get no more WhatsApp messages from ${d.site}.`,
  }),
  'support-answer-whatsapp': (d: TemplateData): Rendered => ({
    subject: '',
    body: `${d.site}: our support team answered your ticket ${d.reference}:\n\n${d.message}\n\nAnswer here, or on the site: ${d.link}`,
  }),
  'shop-order-whatsapp': (d: TemplateData): Rendered => ({
    subject: '',
    body: `${d.site}: order ${d.reference}: ${d.status}.\n\nReply STOP to get no more WhatsApp messages.`,
  }),
  'whatsapp-stopped': (d: TemplateData): Rendered => ({
    subject: '',
    body: `You will get no more WhatsApp messages from ${d.site}. Send START to get them again.`,
  }),
  'whatsapp-started': (d: TemplateData): Rendered => ({
    subject: '',
    body: `WhatsApp messages from ${d.site} are on again. Send STOP to stop them.`,
  }),
  'shop-new-order': (d: TemplateData): Rendered => ({
    subject: `New paid order ${d.reference} for ${d.shop}`,
    body: `Namaste ${d.name},\n\nA buyer has paid ${d.amount} for order ${d.reference}:\n\n${d.items}\n\nPlease accept it and ship it with a tracking number from your orders: ${d.link}\n\n${d.site}`,
  }),
  'vendor-reinstated': (d: TemplateData): Rendered => ({
    subject: `Your shop ${d.shop} is open again`,
    body: `Namaste ${d.name},\n\nWe have reinstated ${d.shop}: buyers see it and your published products again (${d.shopUrl}).\n\nYour seller dashboard: ${d.seller}\n\n${d.site}`,
  }),
  // Lost and found (issue 43): a message relayed to a notice's owner (the sender's address only
  // if they shared it), and the owner's answer relayed back (the owner's address never).
  'notice-relay-email': (d: TemplateData): Rendered => ({
    subject: `A message about your notice: ${d.title}`,
    body: `Namaste ${d.name},\n\nSomeone wrote to you about your lost and found notice "${d.title}":\n\n${d.message}\n\n${d.replyTo ? `They shared their email for your answer: ${d.replyTo}` : 'They did not share their email. Answer them through the notice’s page (your address stays private):'} ${d.link}\n\nMeet in a public place. Never pay anyone to get something back, and never share a code sent to your phone.\n\n${d.site}`,
    ...(d.replyTo ? { headers: { 'Reply-To': d.replyTo } } : {}),
  }),
  'notice-reply-email': (d: TemplateData): Rendered => ({
    subject: `An answer about the notice: ${d.title}`,
    body: `Namaste ${d.name},\n\nThe person who posted "${d.title}" answered your message:\n\n${d.message}\n\nReply on the notice’s page: ${d.link}\n\nMeet in a public place. Never pay anyone to get something back.\n\n${d.site}`,
  }),
  // Challenges (issue 42): a pledge became a gift order to pay, or came to ₹0.
  'challenge-pledge-pay-email': (d: TemplateData): Rendered => ({
    subject: `Your pledge for ${d.participant}: ${d.amount} to pay`,
    body: `Namaste ${d.name},\n\nThe challenge "${d.challenge}" has ended. ${d.participant} did ${d.units} ${d.unit}; at ${d.rate} per ${d.unit} (your limit ${d.cap}) your pledge comes to ${d.amount}.\n\nPay it to ${d.campaign} here (UPI or card): ${d.payUrl}\nReference: ${d.reference}\n\nYou get a receipt as with any gift. Thank you!\n\n${d.site}`,
  }),
  'challenge-pledge-pay-sms': (d: TemplateData): Rendered => ({
    subject: '',
    body: `${d.site}: your pledge for ${d.participant} comes to ${d.amount}. Pay: ${d.payUrl}`,
  }),
  'challenge-pledge-nothing-email': (d: TemplateData): Rendered => ({
    subject: `Your pledge for ${d.participant}: nothing to pay`,
    body: `Namaste ${d.name},\n\nThe challenge "${d.challenge}" has ended, and ${d.participant} logged nothing that counts, so your pledge comes to ₹0: there is nothing to pay.\n\nYou can still give to ${d.campaign}: ${d.campaignUrl}\n\n${d.site}`,
  }),
  // Jobs (issue 43): a poster's message, relayed (no email or phone of either side is in it).
  'career-message-email': (d: TemplateData): Rendered => ({
    subject: `A message about your application: ${d.post}`,
    body: `Namaste ${d.name},\n\n${d.organisation} sent you a message about your application for "${d.post}":\n\n${d.message}\n\nRead it and follow your application here: ${d.url}\nReplies and meetings are arranged through the poster's messages; we never charge applicants, and nobody from us asks for a fee, a deposit or an Aadhaar or PAN copy.\n\n${d.site}`,
  }),
  // An applicant's application moved (shortlisted, interview, offered, hired, not selected).
  'career-application-moved-email': (d: TemplateData): Rendered => ({
    subject: `Your application for ${d.post}: ${d.state}`,
    body: `Namaste ${d.name},\n\n${d.organisation} moved your application for "${d.post}" to: ${d.state}.\n\n${d.next}\n\nFollow your applications here: ${d.url}\nWe never charge applicants, and nobody from us asks for a fee, a deposit or an Aadhaar or PAN copy.\n\n${d.site}`,
  }),
  'career-post-closed-email': (d: TemplateData): Rendered => ({
    subject: `${d.post}: ${d.outcome}`,
    body: `Namaste ${d.name},\n\nThe post "${d.post}" (${d.organisation}) that you applied to ${d.outcome_sentence}\n\nYour applications: ${d.url}\nOther open posts: ${d.jobsUrl}\n\n${d.site}`,
  }),
});

registerTranslations('hi', { templates: templatesHi });

export type TemplateName = keyof typeof templates;

/**
 * The data that would let whoever reads the message log act as the recipient (a code, a link
 * with a token). In production these are stored redacted (see service.ts).
 */
export const secretFields: Partial<Record<TemplateName, readonly string[]>> = {
  'register-otp-email': ['code'],
  'phone-otp-sms': ['code'],
  'campaign-otp-email': ['code'],
  'campaign-otp-sms': ['code'],
  'password-reset': ['link'],
  'application-approved': ['link'],
  // Whoever reads the log could unsubscribe the reader: the link is a secret too.
  'newsletter-welcome': ['unsubscribeUrl'],
  'monthly-welcome-email': ['manageUrl'],
  'monthly-notice-email': ['manageUrl'],
  'monthly-reminder-email': ['manageUrl'],
  'monthly-changed-email': ['manageUrl'],
  'monthly-halted-email': ['manageUrl'],
  'donation-thanks-email': ['manage'],
};

export const REDACTED = '[hidden]';
