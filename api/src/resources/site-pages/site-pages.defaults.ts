// The text each editable page has until an admin saves one (and what the demo seed
// writes). The dealer's name, address, numbers and email, and the deposit, hold and refund
// terms of reservations, are {{fields}} the page fills from the settings, so they are
// written in one place. The terms follow how reservations work in this code (the
// reservations resource); the privacy notice follows the forms the site has and what
// docs/data-protection.md says is kept and erased. A dealer should have both read by
// their advocate before going live.
import type { SitePageKey } from './site-pages.table'

/** When the shipped texts were written: the "Last updated" of a page nobody has saved. */
export const DEFAULT_PAGES_DATE = '2026-12-01T09:00:00.000Z'

type PageText = { title: string; summary: string; body: string }

const TERMS = `## Who we are

{{name}} sells and imports luxury and performance vehicles from its showroom at {{address}}. You can reach us on {{telephone}}, on WhatsApp at {{whatsapp}} and at {{email}}.

These terms apply when you use this website, send us a request, or reserve a car online with an M-Pesa deposit. How we use the details you give us is in our [privacy notice](/privacy).

## Prices and the cars we show

- Prices are in Kenyan shillings (Ksh). The price on a car's page is what we sell it for at our showroom unless a written quotation from us says otherwise.
- We describe every car as carefully as we can. Photos and specifications are a guide: before you pay the balance you may inspect the car and its documents (the logbook, or for an import its import and clearance papers).
- Until a car is held for you by a paid deposit, or a sale agreement is signed, we may sell it to someone else, and its price or availability may change.
- The finance calculator, the monthly payments shown on car pages and the import cost estimator give estimates. They are not offers of credit or quotations: finance is subject to a lender's approval, and import duties to the rates in force when the car is cleared.

## Reserving a car online

1. A car that is In Stock or on Pre-Order has a Reserve page. It shows the deposit for that car, how long the deposit holds it and the refund terms. The deposit is {{deposit}}.
2. You give your name, the M-Pesa number that will pay and, if you wish, an email address, and you accept these terms.
3. We send an M-Pesa payment request (M-Pesa Express) to that phone. Enter your M-Pesa PIN to pay. If the request is not answered within a few minutes, or is cancelled or fails, nothing is charged and the car is free for others again.
4. The reservation is made only once our server has confirmed the payment with M-Pesa. From that moment the car is marked Reserved and held for you for {{holdDays}}: nobody else can buy or reserve it in that time.
5. You get a private link to your reservation with its reference and the M-Pesa receipt number, and a receipt by email if you gave an address. Keep them: they are your record of the payment.

We then call you to agree the specification, delivery, the balance and how you will pay it.

## What a deposit does, and what it does not promise

- It holds the car for you for the hold period, and it counts towards the car's price if you buy it.
- It is not the sale itself. The balance, the delivery date, the transfer of the logbook and any trade-in or finance are agreed with you in writing before you pay more.
- It does not promise finance: if your lender declines, tell us before the hold ends and we cancel the reservation as set out below.
- For a car on Pre-Order, it does not promise an arrival date. We tell you when we expect the car and tell you at once if that changes.
- It holds only the car you reserved, and only until the hold ends.

## Holds and extensions

The hold runs for {{holdDays}} from the moment the payment is confirmed. We may extend it if you ask, for example while a lender decides; your reservation page shows the new date, and we email you if you gave an address.

When the hold ends and you have neither bought the car nor agreed more time with us, the reservation ends and the car is offered for sale again. Contact us about your deposit: it is dealt with under the refund terms below.

## Refunds

{{refundTerms}}

- A refund goes back by M-Pesa to the number that paid the deposit, for the amount paid. We do not refund to another number or in cash.
- We record every refund with M-Pesa's transaction reference and email it to you if you gave an address; your reservation page says when the refund has been sent. A larger refund is checked and confirmed by a second member of our staff.
- If a payment reaches us for a reservation that was already cancelled, or for a car that is already held or sold, the car is not held by it and the money is refunded in full.
- If a payment does not match what was asked (another amount, or another phone), the car is not held by it while we check it. If we cannot confirm it, we refund what was paid.

## Cancellations

**By you.** To cancel, contact us before the hold ends with your reservation reference. We cancel the reservation, the car goes back on sale, and your deposit is refunded as set out above. A payment request you did not answer needs no cancelling: it simply expires.

**By us.** We may cancel a reservation if we cannot deliver the car as described (for example if it was damaged, or an import is refused or delayed well beyond what we told you), if the price shown was an obvious mistake, or if a payment cannot be confirmed. We tell you why, by phone and by email if you gave an address, and refund your deposit in full.

## Import orders, valuations and test drives

- An import request asks us for a quotation: we contact you within 24 hours. Nothing is ordered, and nothing is paid, until we have agreed the car, the price, the deposit and its refund terms with you in writing. Your private tracking link shows each stage of the import.
- A sell-your-car request asks for a valuation: we give you an initial valuation within 24 hours. It becomes an offer to buy only after we have inspected the car.
- An enquiry or a test-drive request is answered by our team. We confirm a test drive's time with you; please bring a valid driving licence.

## Our responsibility to you

Nothing in these terms takes away your rights under Kenyan law, including the Consumer Protection Act, 2012. We are not responsible for delays or losses caused by events outside our control, such as a shipping line's or a port's delays, but we tell you as soon as we know of them and work with you on what to do.

## Disputes

If something goes wrong, please tell us first, with your reference, at {{email}} or on {{telephone}}. We aim to answer within two working days and to put things right.

If we cannot agree, you may take the matter to the Competition Authority of Kenya, which deals with consumer complaints, or to the courts of Kenya, including the Small Claims Court. These terms are governed by the laws of Kenya.

## Changes to these terms

We may update these terms; the date at the top of this page says when they last changed. A reservation is governed by the terms in force when its deposit was paid.`

const PRIVACY = `## Who is responsible for your data

{{name}}, of {{address}}, decides how the personal data given through this website is used: it is the data controller under Kenya's Data Protection Act, 2019. For anything about your data, write to {{email}} or call {{telephone}}.

## What we collect on each form, and why

- **Contact form**: your name, email, phone (if you give it), the subject and your message, to answer you.
- **Import order**: your name, email and phone, the car you want (make, model, year), your budget, any notes and the import cost estimate if you worked one out, to find the car, quote for it and keep you up to date.
- **Sell your car**: your name, email and phone, the car's make, model, year, mileage and condition, its photos and any notes, to value the car and make you an offer.
- **Enquiry and test drive on a car's page**: your name and phone, your email (if you give it), your message and how you would like us to contact you, or the day and time you would like to drive, to answer you and arrange the drive.
- **Reserving a car**: your name, the M-Pesa number that pays and your email (if you give it), and from M-Pesa the receipt number, the amount and when it was paid, to take the deposit, hold the car, refund it if it is due, and keep our accounts.
- **Email alerts**: your email, the search you saved and how often you want mail, to send you new matches once you have confirmed the address.
- **Your account**: the email address you sign in with and when you signed in, to show you your records. You sign in with a link we email you; we keep no password.

The finance calculator and the import cost estimator keep nothing about you. Job applications come to us by email, not through this website: we use your CV and letter only to consider you for a role.

We also keep what our staff note while dealing with your request, and a record of any call or change, so that whoever helps you next knows where things stand.

## What is recorded when you use the site

- **Cookies**: the cars you save or compare are kept in a cookie on your device; signing in sets a session cookie for 30 days. We use no advertising or tracking cookies.
- **Server records**: each request to our server is logged with its time, the page and your network (IP) address, to keep the site working and safe; these records hold no name, phone or email. To stop abuse of M-Pesa requests we count them by a coded form of your address that can no longer be traced to it once the server restarts.
- **WhatsApp**: the chat button opens WhatsApp, whose own privacy policy applies to your chat. We count clicks on it per car, not who clicked.

## Our lawful basis

Under section 30 of the Act we use your data:

- to take the steps you ask for before a contract, and to carry one out: your enquiries, test drives, import orders, sell requests and reservations;
- with your consent: email alerts, which start only once you confirm your address, and which you can stop at any time;
- to meet a legal obligation: the record of money received and refunded, which our accounts and tax returns must keep;
- for our legitimate interests, which do not override your rights: keeping the site secure and preventing abuse, and our staff's notes on your request.

## Who receives your data

- **Our staff**, only as far as their work needs: our sales team sees requests and reservations; staff who only edit the website's content do not.
- **Our email provider**, which carries our mail: confirmations, receipts, sign-in links, and the alerts that tell our staff about a new request.
- **Safaricom (M-Pesa)**: the phone number and the amount of a payment request, and Safaricom sends us the outcome and the receipt. Your M-Pesa account is covered by Safaricom's own terms.
- **Google (Firebase Authentication)**: the sign-in accounts of our staff who use the back office. Your customer account does not use it.
- **Our hosting and image providers**, who store the website's data and photos on our behalf.

Some of these providers may process data outside Kenya; we use them only as the Act allows, under their data processing terms. We do not sell your data or share it for anyone else's marketing.

## How long we keep it

- **Sign-in links** work for 15 minutes and only once; we store only a coded form of them. A **session** lasts 30 days, or until you sign out.
- **Your requests, reservations and alerts** are kept while we deal with them and afterwards, so that you can see them in your account, until you erase them there or ask us to.
- **When you erase your data**, we remove your name, phone, email, messages and photos, our staff's notes about you and the mail about you that we still hold. We keep a paid deposit's M-Pesa receipt, amount, reference, car and dates, without your name, phone or email, because our accounts must keep the record of money received and refunded.
- Erasing cannot recall mail already delivered to a mailbox. Copies of the database in our backups keep what was in them until the backups are replaced.
- **Job applications** are kept for six months after the role is filled, then deleted, unless you ask us to delete yours sooner.

## Your rights, and how to use them

Under the Act you have the right to be told how your data is used, to see it, to have it corrected, to object to its use, to have it deleted, and to take a copy with you. Most of this you can do yourself in [your account](/account):

1. Enter your email address and open the link we send you.
2. See every reservation, import order, enquiry, request and alert sent under your address. A record shows in full once the address is confirmed for it: it was sent while you were signed in, or you confirmed the address from the email it sent you.
3. **Download my data** gives you all of it in one file.
4. **Erase my data** deletes it as described above. **Sign out everywhere** ends every session.

To correct something, to object, or for anything your account does not do, write to {{email}}. We will answer you promptly and may ask you to show that the data is yours.

## Complaints

If you are not happy with how we use your data, please tell us first at {{email}}. You also have the right to complain to the Office of the Data Protection Commissioner (ODPC), which enforces the Data Protection Act: see [www.odpc.go.ke](https://www.odpc.go.ke) for how to file a complaint.

## Changes to this notice

When we change how we use personal data we update this notice; the date at the top says when it last changed.`

const ABOUT = `## Who we are

{{name}} is a Nairobi showroom for luxury and performance vehicles. We are a team of car enthusiasts who have been matching Kenyan drivers with the world's finest cars for over a decade, and we are still here long after the sale.

## What we do

- **Cars in stock**: every car in our showroom is inspected, documented and priced in Kenyan shillings, with its price on its page.
- **Import to order**: tell us the car you want and your budget, and we find it abroad, buy it, ship it to Mombasa, clear it and register it. A private tracking link shows you each stage.
- **Reserve online**: hold a car, or one still on its way, with a refundable M-Pesa deposit.
- **Buying your car**: send us its details and photos and we give you an initial valuation within 24 hours, to sell or to trade in.
- **Finance**: our calculator shows what a car costs a month, and we help you apply through our partner banks.
- **After-sales care**: servicing, parts and advice for as long as you own the car.

## How we work

- One price, in shillings, on every car, and everything else agreed in writing before you pay more than a refundable deposit.
- The car's history and papers shown to you before you buy.
- A person who answers: call us, message us on WhatsApp, or visit the showroom.

## Visit us

Our showroom is at {{address}}. Call {{telephone}}, message us on WhatsApp at {{whatsapp}}, or write to {{email}}. Our opening hours are at the foot of every page.`

const TRUE_BRAND = `## Genuine vehicles

Luxury is not only the car: it is the confidence of buying it. Every car we offer has a history we have checked.

- For an import: its export and deregistration papers, the auction or inspection sheet and the pre-export inspection that Kenya requires for used cars.
- For a car bought in Kenya: a search of its logbook with the NTSA, and its service records.
- Its mileage checked against those records, and genuine parts in every repair we make.

## Honest pricing

- The price on the website is the price, in Kenyan shillings.
- For an import we show what the duties and levies come to, from the rates in force, before you decide.
- Nothing is added later: the balance, any trade-in and any finance are set out in writing before you pay more than a refundable deposit.

## Lasting care

- We hand over every car with its papers in order and its registration done.
- We remind you of its services, look after it in our workshop, and help with insurance and repairs.
- We answer when you call, years after the sale.

## Our promise

If a car is not as we described it, tell us and we will put it right. If we cannot deliver a car you reserved as we described it, we cancel the reservation and refund your deposit in full, as our [terms](/terms) set out.`

const CAREERS = `## Working with us

We are a small team in Nairobi selling and importing some of the finest cars in Kenya. We look for people who care about doing things properly: telling a buyer the truth about a car, keeping a customer informed while their import is at sea, and finishing a repair to the maker's standard.

## Who we look for

- **Sales consultants** who know cars, listen well and follow up.
- **Technicians** trained on German, British or Japanese premium brands.
- **Import and logistics staff** who know shipping, Mombasa port and KRA clearance.
- **Customer care and administration**: the first voice many of our buyers hear.

We welcome applications for these roles at any time, not only when we advertise one.

## What we offer

- Training on the brands we sell, and time with the cars.
- For sales consultants, a share of what you sell.
- A team where your work is seen, and room to grow with the business.

## How to apply

Email your CV (PDF or Word) and a short note on the role you are interested in to {{email}}, with "Careers" and the role in the subject line. We do not take applications through the website's forms.

We read every application and reply to the people we would like to meet. How we handle what you send us is in our [privacy notice](/privacy).`

export const DEFAULT_SITE_PAGES: Record<SitePageKey, PageText> = {
  terms: {
    title: 'Terms and Conditions',
    summary:
      'The terms of buying, reserving and importing a car through us: deposits, holds, refunds, cancellations and disputes.',
    body: TERMS,
  },
  privacy: {
    title: 'Privacy Notice',
    summary:
      'What we collect on each form and why, who receives it, how long we keep it, and your rights under the Data Protection Act, 2019.',
    body: PRIVACY,
  },
  about: {
    title: 'About Us',
    summary:
      'Who we are: a Nairobi dealership for luxury and performance cars, from sourcing and import to after-sales care.',
    body: ABOUT,
  },
  'true-brand': {
    title: 'The True Brand',
    summary: 'What stands behind our name: genuine vehicles, honest pricing and lasting care.',
    body: TRUE_BRAND,
  },
  careers: {
    title: 'Careers',
    summary:
      'Join our Nairobi luxury car team: sales, service, import logistics and customer care. Apply by email with your CV.',
    body: CAREERS,
  },
}
