// The financing offers shown on /offers: marketing copy, edited here (it is no contract
// between the API and its clients).
export const FINANCING_OFFERS = [
  {
    title: '0% Interest Financing',
    description: '0% interest for 12 months with 50% down payment on select models.',
    validUntil: 'June 30, 2025',
  },
  {
    title: '3.9% APR Financing',
    description: '3.9% APR with 30% down payment on all models.',
    validUntil: 'June 30, 2025',
  },
  {
    title: 'Extended Warranty',
    description: '2 extra years of warranty on new vehicles.',
    validUntil: 'June 30, 2025',
  },
] as const
