// A buyer's portal account as staff see it: when they first and last signed in and how
// many sessions are live, never the sessions themselves.
import { createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { recordIds } from '../../contract/records'
import { buyerAccounts } from './buyer-accounts.table'

export const buyerAccountRecord = createSelectSchema(buyerAccounts).extend({
  ...recordIds,
  activeSessions: z.number().int(),
})
export type BuyerAccount = z.infer<typeof buyerAccountRecord>

export const BUYER_ACCOUNT_NOT_FOUND = 'Buyer account not found'
