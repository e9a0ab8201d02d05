// "Share on WhatsApp" on a car's page: a plain link to WhatsApp's share page with the
// car's name, price and address as the message, so it works without JavaScript. With
// JavaScript, where the browser has the Web Share API (most phones), the button opens
// the phone's own share sheet instead (WhatsApp is in it, beside every other app).
import { useEffect, useState, type MouseEvent } from 'react'
import type { Car } from '@dealership/api/contract'
import { chatLink } from '../lib/chat'
import { formatPrice } from '../lib/format'

export function ShareCar({ title, text, url }: { title: string; text: string; url: string }) {
  const [native, setNative] = useState(false)
  useEffect(() => {
    setNative(typeof navigator.share === 'function')
  }, [])
  const share = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function') return
    event.preventDefault()
    navigator.share({ title, text, url }).catch((err: unknown) => {
      // Closing the sheet is no error; anything else falls back to the link.
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        window.location.href = event.currentTarget.href
    })
  }
  return (
    <p className="share-car">
      <a
        className="btn btn-outline btn-small"
        href={chatLink('', `${text} ${url}`)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={share}
      >
        {native ? 'Share this car' : 'Share on WhatsApp'}
      </a>
    </p>
  )
}

/** What a shared car says before its address: "BMW X5 2022 for Ksh 9,800,000 at ...". */
export function carShareText(
  car: Pick<Car, 'model' | 'year' | 'price'>,
  brand: string,
  siteName: string,
): string {
  return `${brand} ${car.model} ${car.year} for ${formatPrice(car.price)} at ${siteName}:`
}
