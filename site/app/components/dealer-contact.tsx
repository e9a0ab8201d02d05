import {
  displayPhone,
  postalAddressLines,
  whatsappUrl,
  type DealerInfo,
} from '@dealership/api/contract/dealer'

/**
 * How to find and reach the dealer (dealer settings): the showroom's address, a map
 * link, the telephone, WhatsApp and email, each a link a phone acts on. The contact page
 * and the footer show it.
 */
export function DealerContact({ dealer, siteName }: { dealer: DealerInfo; siteName?: string }) {
  const lines = siteName ? [siteName, ...postalAddressLines(dealer)] : postalAddressLines(dealer)
  return (
    <address className="dealer-contact">
      <p>
        {lines.map((line, i) => (
          <span key={line}>
            {i > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </p>
      <ul>
        <li>
          <a href={dealer.mapUrl}>Open in Maps</a>
        </li>
        <li>
          Telephone: <a href={`tel:${dealer.telephone}`}>{displayPhone(dealer.telephone)}</a>
        </li>
        <li>
          WhatsApp: <a href={whatsappUrl(dealer)}>{displayPhone(`+${dealer.whatsapp}`)}</a>
        </li>
        <li>
          Email: <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
        </li>
      </ul>
    </address>
  )
}
