// M-Pesa Express (Daraja's "STK push") as the reservation deposit speaks it: the buyer's
// phone number, the outcome each result code means, and the callback's shape. No node
// imports: the site parses the reservation form with the same phone rule.
import { z } from 'zod'

/**
 * A Kenyan mobile number as Daraja wants it (2547XXXXXXXX or 2541XXXXXXXX), from what
 * a buyer types: 07…, 01…, +254…, 254…, with spaces or dashes. Null when it is not one.
 */
export function normaliseMpesaPhone(input: string): string | null {
  const digits = input.trim().replace(/[\s-]/g, '')
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(digits)
  return match ? `254${match[1]}` : null
}

/** What happened to a payment request, as the buyer is told it. */
export const PAYMENT_OUTCOMES = [
  'paid',
  'cancelled',
  'insufficient-balance',
  'wrong-pin',
  'unreachable',
  'no-answer',
  'failed',
] as const
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number]

/**
 * Daraja's result codes, in the callback and the STK push query: 0 paid, 1 insufficient
 * balance, 1032 cancelled on the phone, 1037 the phone could not be reached, 2001 a
 * wrong PIN; any other code is a failure. (1019, the request expired, is no answer.)
 */
export function outcomeOfResultCode(code: number): PaymentOutcome {
  switch (code) {
    case 0:
      return 'paid'
    case 1:
      return 'insufficient-balance'
    case 1032:
      return 'cancelled'
    case 1037:
      return 'unreachable'
    case 1019:
      return 'no-answer'
    case 2001:
      return 'wrong-pin'
    default:
      return 'failed'
  }
}

/** Daraja's account reference holds at most 12 characters. */
export const ACCOUNT_REFERENCE_MAX = 12
/** Daraja's transaction description holds at most 13 characters. */
export const TRANSACTION_DESC_MAX = 13

const metadataItem = z.object({
  Name: z.string(),
  // Daraja leaves Value out of an item it has nothing for (a missing Balance).
  Value: z.union([z.string(), z.number()]).optional(),
})

/** The body Daraja posts to the callback URL once the buyer has answered (or not). */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1),
      CheckoutRequestID: z.string().min(1),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(metadataItem) }).optional(),
    }),
  }),
})
export type StkCallback = z.infer<typeof stkCallbackSchema>

/** What a successful callback tells about the payment; null if an item is missing. */
export function paymentOfCallback(
  callback: StkCallback,
): { amount: number; receipt: string; phone: string; paidAt: string } | null {
  const items = callback.Body.stkCallback.CallbackMetadata?.Item ?? []
  const value = (name: string) => items.find((i) => i.Name === name)?.Value
  const amount = Number(value('Amount'))
  const receipt = value('MpesaReceiptNumber')
  const date = String(value('TransactionDate') ?? '')
  const phone = value('PhoneNumber')
  const stamp = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(date)
  if (!Number.isFinite(amount) || typeof receipt !== 'string' || !stamp || phone === undefined)
    return null
  const [, y, mo, d, h, mi, s] = stamp
  // Daraja's timestamps are Nairobi time (UTC+3).
  const paidAt = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`).toISOString()
  return { amount, receipt, phone: String(phone), paidAt }
}

/** Daraja's timestamp: YYYYMMDDHHmmss in Nairobi time. */
export function darajaTimestamp(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000)
    .toISOString()
    .replace(/[-:T]/g, '')
    .slice(0, 14)
}
