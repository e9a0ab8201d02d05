// The demo leads: what visitors sent (contact messages, import and sell requests,
// enquiries about cars, test drives), their clicks through to the chat app, and how far
// staff have got with each lead.
import type {
  CarEnquiryInput,
  ContactMessageInput,
  ImportRequestInput,
  ImportStage,
  FormLeadKind,
  LeadStatus,
  SellRequestInput,
} from '../contract'

/** How far staff have got with a demo lead: its status, a note, a follow-up date. */
export type LeadProgress = {
  status: LeadStatus
  note?: string
  followUp?: string
  /** An import order's stages after Received, one every few days. */
  stages?: ImportStage[]
}

// [days ago, overrides]; some leave out the optional fields so lists show N/A / None.
export const CONTACT_MESSAGES: [number, Partial<ContactMessageInput>][] = [
  [
    1.2,
    {
      subject: 'Test Drive',
      message:
        'Good morning, I would like to test drive the Range Rover Sport this Saturday, ideally around 10am at the Westlands showroom.',
    },
  ],
  [
    4.5,
    {
      subject: 'Sales Inquiry',
      phone: null,
      message:
        'Is the Porsche Cayenne E-Hybrid still available at the offer price? Please share the full specification.',
    },
  ],
  [
    9,
    {
      subject: 'Service',
      message:
        'My 2019 E 300 is due for its 60,000 km service. Do you offer pick-up and drop-off in Kileleshwa?',
    },
  ],
  [
    16,
    {
      subject: 'Import',
      phone: null,
      message:
        'Can you import a 2022 Toyota Land Cruiser 300 GR Sport from Dubai, and roughly how long would it take?',
    },
  ],
  [
    27,
    {
      subject: 'Other',
      message:
        'Do you accept trade-ins of vehicles bought from other dealers? I have a 2018 Audi Q5.',
    },
  ],
]

export const IMPORT_REQUESTS: [number, Partial<ImportRequestInput>][] = [
  [2, { carMake: 'Mercedes-Benz', carModel: 'GLS 450 4MATIC', carYear: 2023, budget: '20-25M' }],
  [
    6,
    {
      carMake: 'Toyota',
      carModel: 'Land Cruiser 300 VX',
      carYear: null,
      budget: '15-20M',
      additionalInfo: null,
    },
  ],
  [
    13,
    {
      carMake: 'Porsche',
      carModel: '911 GT3 Touring',
      carYear: 2022,
      budget: '25M+',
      additionalInfo: 'Manual gearbox only, preferably in Shark Blue or GT Silver.',
      // Made with the estimator on the import form.
      estimate: { value: 14_500_000, currency: 'KES', year: 2022, engineCc: 3996, fuel: 'petrol' },
    },
  ],
  [
    24,
    {
      carMake: 'BMW',
      carModel: 'X5 M60i',
      carYear: 2024,
      budget: '10-15M',
      additionalInfo: null,
    },
  ],
]

export const SELL_REQUESTS: [number, Partial<SellRequestInput>][] = [
  [
    3,
    {
      carMake: 'Mercedes-Benz',
      carModel: 'GLE 350d',
      carYear: 2019,
      mileage: 68_000,
      condition: 'VeryGood',
      additionalInfo: 'Full service history with DT Dobie, one owner.',
    },
  ],
  [
    11,
    {
      carMake: 'Lexus',
      carModel: 'RX 350',
      carYear: 2017,
      mileage: 112_000,
      condition: 'Good',
      additionalInfo: null,
    },
  ],
  [
    20,
    {
      carMake: 'Audi',
      carModel: 'Q7 45 TDI',
      carYear: 2020,
      mileage: 54_000,
      condition: 'Excellent',
    },
  ],
]

// [days ago, model, overrides]: interest in demo cars from their pages.
export const CAR_ENQUIRIES: [number, string, Partial<CarEnquiryInput>][] = [
  [
    0.2,
    'AMG G 63',
    {
      message: 'Is the G 63 still available? Would you take my 2019 Prado as part payment?',
      preferredContact: 'WhatsApp',
    },
  ],
  [
    0.9,
    'X7 xDrive40i M Sport',
    {
      message: 'Can you send the service history and confirm the import duty is paid?',
      preferredContact: 'Email',
    },
  ],
  [
    3.5,
    'S 580 4MATIC',
    {
      message: 'What is your best cash price? I can pay this week.',
      preferredContact: 'Call',
      email: null,
    },
  ],
  [
    8,
    'AMG G 63',
    {
      message: 'Do you offer financing over 48 months for the G 63?',
      preferredContact: 'WhatsApp',
    },
  ],
]

// [model, clicks through to the chat app from its page].
export const CHAT_CLICKS: [string, number][] = [
  ['EQS 580 4MATIC', 6],
  ['AMG G 63', 3],
]

// [days ago, model, preferred day (days from now), time].
export const TEST_DRIVES: [number, string, number, string][] = [
  [0.4, 'EQS 580 4MATIC', 2, '10:00'],
  [1.5, 'GLE 450d 4MATIC', 4, '15:30'],
  [6, 'X5 xDrive45e', 1, '11:30'],
]

type Progress = Omit<LeadProgress, 'followUp'> & { followUpInDays?: number }
/** By kind, in the order of the lists above; null: not yet touched (New). */
export const PROGRESS: Record<FormLeadKind, (Progress | null)[]> = {
  contact: [
    null,
    {
      status: 'contacted',
      note: 'Emailed the Cayenne E-Hybrid specification; call back on Friday.',
      followUpInDays: 2,
    },
    { status: 'won', note: 'Service booked for Monday with pick-up from Kileleshwa.' },
    {
      status: 'qualified',
      note: 'Quoted about 10 weeks from Dubai to Mombasa; waiting for the budget.',
      followUpInDays: 5,
    },
    { status: 'lost', note: 'Decided to sell the Q5 privately.' },
  ],
  import: [
    null,
    {
      status: 'contacted',
      note: 'Called: prefers white or black, any trim above VX.',
      followUpInDays: 1,
    },
    {
      status: 'won',
      note: 'Deposit paid; found a Shark Blue car in Stuttgart.',
      stages: ['sourcing', 'purchased', 'shipped'],
    },
    { status: 'lost', note: 'Budget too low for a 2024 X5 M60i.' },
  ],
  sell: [
    {
      status: 'qualified',
      note: 'Inspection booked at the Westlands showroom.',
      followUpInDays: 3,
    },
    null,
    { status: 'spam' },
  ],
  enquiry: [
    null,
    { status: 'contacted', note: 'Sent the service records on email.', followUpInDays: 1 },
    {
      status: 'qualified',
      note: 'Offered a cash price; customer is comparing with another dealer.',
      followUpInDays: 0,
    },
    { status: 'won', note: 'Financing approved with the bank; delivery next week.' },
  ],
  'test-drive': [
    null,
    { status: 'contacted', note: 'Confirmed the time by WhatsApp.' },
    {
      status: 'qualified',
      note: 'Moved to tomorrow at the customer’s request; bring the trade-in.',
    },
  ],
}
