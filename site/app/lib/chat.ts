// Chat-app links (https://wa.me/{number}?text=...) with the spec's prefilled texts.
import type { Blog, Car } from '@dealership/api/contract'
import { formatPrice } from './format'

export const GREETING = "Hello! I'm interested in your luxury vehicles. Could you help me?"

/** With no number, WhatsApp asks whom to send `text` to (its share page). */
export function chatLink(number: string, text: string): string {
  const digits = number.replace(/\D/g, '')
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}

export function carChatText(car: Pick<Car, 'model' | 'year' | 'price'>, brand: string): string {
  return `Hello! I'm interested in the ${brand} ${car.model} (${car.year}) listed at ${formatPrice(car.price)}. Is it still available?`
}

export function blogChatText(blog: Pick<Blog, 'title' | 'author'>): string {
  return `Hello! I just read the blog post "${blog.title}" by ${blog.author} and would like to know more.`
}
