// A reservation lead's deposit, summed up on the lead's page: where the payment stands,
// the amount, the M-Pesa receipt, when it was paid and until when the car is held. Its
// actions (extend the hold, mark the car sold, cancel, record a refund) stay on the
// reservation's own page, which the button opens.
import type { LeadDetail } from '@dealership/api/contract'
import { Box, Typography } from '@mui/material'
import { RecordButton } from '../layout/RecordButton'
import { Field, PaymentFields } from '../reservations/PaymentFields'
import { ReservationStatusChip } from '../reservations/ReservationList'

export function ReservationPayment({
  payment,
}: {
  payment: NonNullable<LeadDetail['reservation']>
}) {
  return (
    <Box
      component="section"
      aria-labelledby="reservation-payment"
      data-testid="reservation-payment"
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="reservation-payment" variant="subtitle1" component="h3" gutterBottom>
        Payment
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          // Labelled as the lead's own fields above.
          '& dt': { fontWeight: 600, color: 'text.primary' },
        }}
      >
        <Field label="Status">
          <ReservationStatusChip status={payment.status} />
        </Field>
        <PaymentFields p={payment} />
        {payment.refundReference ? (
          <Field label="Refund reference">{payment.refundReference}</Field>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 1 }}>
        Extend the hold, mark the car sold, cancel or record a refund on the reservation’s page.
      </Typography>
      <RecordButton resource="reservations" id={payment.id} type="show">
        Open the reservation
      </RecordButton>
    </Box>
  )
}
