// The URLs of the bench's cache-miss targets.

/**
 * Distinct filtered listings, as visitors make them: each single filter, brand with each
 * other, price ranges, every sort, a few pages deep; shuffled with a fixed seed. The
 * site redirects to its canonical URL (no minPrice=0, no sort=newest, no page=1), so
 * only canonical URLs are asked for (the top of the price filter, 25M, is its default).
 */
export function missUrls({ brands, facets }) {
  const range = (lo, hi) => [
    ...(lo > 0 ? [['minPrice', lo]] : []),
    ...(hi !== null ? [['maxPrice', hi]] : []),
  ]
  const filters = [[]]
  for (const b of brands) filters.push([['brand', b]])
  for (const y of facets.years) filters.push([['year', y]])
  for (const f of facets.fuels) filters.push([['fuel', f]])
  for (const c of facets.conditions) filters.push([['condition', c]])
  for (const d of facets.drivetrains) filters.push([['drivetrain', d]])
  for (const [lo, hi] of [
    [0, 5_000_000],
    [5_000_000, 15_000_000],
    [15_000_000, null],
  ])
    filters.push(range(lo, hi))
  for (const b of brands) {
    for (const f of facets.fuels)
      filters.push([
        ['brand', b],
        ['fuel', f],
      ])
    for (const c of facets.conditions)
      filters.push([
        ['brand', b],
        ['condition', c],
      ])
    filters.push([['brand', b], ...range(5_000_000, 15_000_000)])
  }
  const urls = []
  for (const f of filters)
    for (const sort of [null, 'price-asc', 'price-desc', 'year-desc', 'year-asc'])
      for (const page of [null, 2, 5]) {
        const params = [...f]
        if (sort) params.push(['sort', sort])
        if (page) params.push(['page', page])
        urls.push(new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString())
      }
  let seed = 42
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let i = urls.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[urls[i], urls[j]] = [urls[j], urls[i]]
  }
  return urls
}
