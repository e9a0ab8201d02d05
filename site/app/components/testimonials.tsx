const STATIC_TESTIMONIALS = [
  {
    quote:
      'From the first call to delivery, everything was handled professionally. My Range Rover arrived exactly as described.',
    name: 'Wanjiku M.',
    place: 'Nairobi',
  },
  {
    quote:
      'They imported my Mercedes in record time and kept me updated at every step. Highly recommended.',
    name: 'Brian O.',
    place: 'Mombasa',
  },
  {
    quote: 'Transparent pricing in shillings and a team that truly knows luxury cars.',
    name: 'Amina K.',
    place: 'Kiambu',
  },
]

function safeEmbed(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** The third-party review embed when configured, otherwise a static set, so it is never empty. */
export function Testimonials({ embedUrl }: { embedUrl: string | null }) {
  const src = safeEmbed(embedUrl)
  return (
    <section className="section testimonials" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">What Our Clients Say</h2>
      {src ? (
        <iframe src={src} title="Client reviews" loading="lazy" />
      ) : (
        <ul className="grid" data-cols={STATIC_TESTIMONIALS.length}>
          {STATIC_TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="card-body">
                <blockquote>“{t.quote}”</blockquote>
                <figcaption>
                  {t.name}, {t.place}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
