// Chat-app links (https://wa.me/{number}?text=...) with the spec's prefilled texts.
import type { Blog, Car } from '@dealership/api/contract'
import { formatPrice } from './format'

export const GREETING = "Hello! I'm interested in your luxury vehicles. Could you help me?"

export function chatLink(number: string, text: string): string {
  const digits = number.replace(/\D/g, '')
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}

/** WhatsApp's own share page: the visitor picks whom to send `text` to. */
export function shareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}

/** What a shared car says before its address: "BMW X5 2022 for Ksh 9,800,000 at ...". */
export function carShareText(
  car: Pick<Car, 'model' | 'year' | 'price'>,
  brand: string,
  siteName: string,
): string {
  return `${brand} ${car.model} ${car.year} for ${formatPrice(car.price)} at ${siteName}:`
}

export function carChatText(car: Pick<Car, 'model' | 'year' | 'price'>, brand: string): string {
  return `Hello! I'm interested in the ${brand} ${car.model} (${car.year}) listed at ${formatPrice(car.price)}. Is it still available?`
}

export function blogChatText(blog: Pick<Blog, 'title' | 'author'>): string {
  return `Hello! I just read the blog post "${blog.title}" by ${blog.author} and would like to know more.`
}
