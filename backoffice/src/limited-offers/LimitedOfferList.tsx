import { formatKenyanDate, todayInNairobi } from '@dealership/api/contract'
import type { LimitedOffer } from '@dealership/api/contract'
import { Chip } from '@mui/material'
import { DeleteButton, FunctionField, useNotify, useRefresh } from 'react-admin'
import { ResourceList } from '../layout/ResourceList'
import { HistoryButton } from '../audit-log/HistoryButton'
import { carLabel, useBrandNames } from '../cars/car-names'

/** The offer's car as the spec names it, or "Unknown Car" when the car is gone. */
function useOfferCarLabel(): (offer: LimitedOffer) => string {
  const brandName = useBrandNames()
  return (offer) => (offer.carId ? carLabel(offer.carId, brandName) : 'Unknown Car')
}

function DeleteOffer({ offer }: { offer: LimitedOffer }) {
  const offerCarLabel = useOfferCarLabel()
  const notify = useNotify()
  const refresh = useRefresh()
  return (
    <DeleteButton
      record={offer}
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle={`Delete the offer on ${offerCarLabel(offer)}`}
      confirmContent="Are you sure you want to delete this limited offer?"
      aria-label={`Delete the offer on ${offerCarLabel(offer)}`}
      mutationOptions={{
        onSuccess: () => {
          notify('Limited offer deleted successfully', { type: 'success' })
          refresh()
        },
      }}
    />
  )
}

export function LimitedOfferList() {
  const offerCarLabel = useOfferCarLabel()
  return (
    <ResourceList
      addLabel="Add Limited Offer"
      emptyText="No limited offers available"
      sort={{ field: 'expiryDate', order: 'ASC' }}
      perPage={50}
    >
      <FunctionField<LimitedOffer> label="Car" render={offerCarLabel} />
      <FunctionField<LimitedOffer>
        source="expiryDate"
        label="Expiry Date"
        render={(o) => (
          <>
            {formatKenyanDate(o.expiryDate, 'N/A')}
            {/* Live through the end of its day (Nairobi); from the next, the site hides it. */}
            {o.expiryDate < todayInNairobi() ? (
              <Chip label="Expired" size="small" sx={{ ml: 1 }} data-testid="offer-expired" />
            ) : null}
          </>
        )}
      />
      <FunctionField<LimitedOffer>
        label="Actions"
        render={(o) => (
          <>
            <DeleteOffer offer={o} />
            <HistoryButton aria-label={`History of the offer on ${offerCarLabel(o)}`} />
          </>
        )}
      />
    </ResourceList>
  )
}
