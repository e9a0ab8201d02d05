// Our short redirect to the chat app from a car's page: counts the click against the car
// (so staff see which cars draw interest), then opens wa.me with the same prefilled
// text as before. The click is counted best-effort: the visitor always gets to the chat.
import { NO_STORE, PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { dealerDetails } from '../api/dealer-settings.server'
import { getCar } from '../api/cars.server'
import { getBrand } from '../api/brands.server'
import { postForm } from '../api/client.server'
import { carChatText, chatLink } from '../lib/chat'
import { brandName } from '../lib/format'

export async function loader({ params, context }: LoaderFunctionArgs) {
  const car = await getCar(context, params.id ?? '')
  if (!car) throw data(null, { status: 404, headers: { 'Cache-Control': NO_STORE } })
  const [brand, dealer] = await Promise.all([
    getBrand(context, car.brand).catch(() => null),
    dealerDetails(context),
    postForm(context, '/api/chat-clicks', { carId: car.id }).catch(() => null),
  ])
  const name = brand?.name ?? brandName(car.brand, {})
  return redirect(chatLink(dealer.whatsapp, carChatText(car, name)), {
    headers: PRIVATE_HEADERS,
  })
}
