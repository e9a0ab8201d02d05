// What the API accepts for the featured cars: the whole set at once.
import { z } from 'zod'

export const featuredCarsInput = z.object({
  carIds: z
    .array(z.string().trim().min(1).max(64), {
      required_error: 'carIds is required',
      invalid_type_error: 'carIds must be a list of car ids',
    })
    .max(100, 'At most 100 featured cars')
    .transform((ids) => [...new Set(ids)]),
})
export type FeaturedCarsInput = z.input<typeof featuredCarsInput>
