// Demo blog posts: three authors over two years, two of them drafts. Paragraphs are
// separated by line breaks, which the blog page splits on.
import type { BlogScene } from './drawings/blog-scenes'

export type BlogSeed = {
  slug: string
  title: string
  author: string
  /** Days before the seed date the post was written. */
  daysAgo: number
  isPublished: boolean
  /** Brand whose colours the header image uses. */
  brandKey: string
  /** What its header picture shows, and the demo cars in it (the brand's first car when none). */
  scene: BlogScene
  models?: [string, string?]
  paragraphs: string[]
}

export const BLOG_AUTHORS = ['Grace Wanjiru', 'David Otieno', 'Amina Hassan'] as const

export const BLOGS: BlogSeed[] = [
  {
    slug: 'importing-a-luxury-car-into-kenya',
    title: 'Importing a Luxury Car into Kenya: The Complete Guide',
    author: 'Grace Wanjiru',
    daysAgo: 712,
    isPublished: true,
    brandKey: 'mercedes-benz',
    scene: 'port',
    models: ['GLE 450d 4MATIC'],
    paragraphs: [
      'Importing a luxury vehicle is one of the most rewarding ways to get exactly the specification you want, but the process has more steps than most buyers expect.',
      "Kenya's eight-year age rule means a car must have been first registered no more than eight years before the year of import. Every vehicle also needs a pre-export inspection certificate, and duty, excise and VAT are calculated on the KRA's current retail price schedule rather than on what you paid.",
      'Our import desk handles sourcing in the UK, Japan, Germany and the UAE, arranges inspection and shipping to Mombasa, and clears the car through customs. Most clients take delivery in Nairobi seven to ten weeks after placing the order.',
      'If you already know the model you want, send us an import request with your budget and we will come back with a landed-cost estimate within 24 hours.',
    ],
  },
  {
    slug: 'range-rover-vs-lexus-lx',
    title: 'Range Rover or Lexus LX? Choosing a Flagship SUV for Kenyan Roads',
    author: 'David Otieno',
    daysAgo: 598,
    isPublished: true,
    brandKey: 'land-rover',
    scene: 'savannah',
    models: ['Range Rover Autobiography P530', 'LX 600 VIP'],
    paragraphs: [
      'Few questions come up in our showroom as often as this one. Both are full-size luxury SUVs with genuine off-road ability, and both are at home on the road to Nanyuki as they are in Karen.',
      'The Range Rover is the more luxurious of the two inside, with a serene cabin, air suspension that glides over murram and a design that still turns heads. The latest generation is also available as a plug-in hybrid.',
      'The Lexus LX is the pragmatic choice. Its body-on-frame construction and legendary reliability make it the favourite of clients who drive long distances upcountry, and resale values remain the strongest in the segment.',
      'Our advice: book a back-to-back test drive. We can arrange both cars on the same morning from our Westlands showroom.',
    ],
  },
  {
    slug: 'caring-for-your-car-in-the-rainy-season',
    title: 'Caring for Your Luxury Car During the Long Rains',
    author: 'Amina Hassan',
    daysAgo: 486,
    isPublished: true,
    brandKey: 'audi',
    scene: 'rain',
    models: ['Q8 55 TFSI quattro'],
    paragraphs: [
      "March to May brings Nairobi's long rains, and with them flooded underpasses, potholes and plenty of mud.",
      'Check your tyres first: tread depth matters far more on wet tarmac than on dry roads. Replace wiper blades every year and make sure the air-conditioning is serviced so the windscreen demists quickly.',
      'Avoid driving through standing water deeper than the centre of your wheels, even in an SUV. Water in the air intake of a modern turbocharged engine is one of the most expensive repairs we see.',
      'Finally, book a wash with underbody rinse after the season. Our service centre offers a rainy-season health check for every car bought from us.',
    ],
  },
  {
    slug: 'electric-luxury-cars-in-nairobi',
    title: 'Is Nairobi Ready for Electric Luxury Cars?',
    author: 'Grace Wanjiru',
    daysAgo: 395,
    isPublished: true,
    brandKey: 'porsche',
    scene: 'charging',
    models: ['Taycan 4S'],
    paragraphs: [
      'Electric cars from Porsche, Mercedes-Benz, BMW and Audi are now regular visitors to our showroom, and interest has grown every quarter.',
      "Kenya's electricity is more than 80 percent renewable, which makes an electric car here one of the cleanest in the world. Home charging overnight covers the daily commute for almost every client.",
      'Public fast chargers are still limited outside Nairobi, so long trips need planning. For most owners a plug-in hybrid remains the most flexible choice for journeys to the coast.',
      'We install home wallboxes through a certified partner and offer free charging at our Westlands showroom to every electric car customer.',
    ],
  },
  {
    slug: 'certified-pre-owned-explained',
    title: 'Certified Pre-Owned Explained: What the Badge Really Means',
    author: 'David Otieno',
    daysAgo: 268,
    isPublished: true,
    brandKey: 'bmw',
    scene: 'workshop',
    models: ['X5 xDrive45e'],
    paragraphs: [
      'A Certified Pre-Owned car sits between new and used: a younger, low-mileage vehicle that has passed a detailed inspection and comes with an extended warranty.',
      'Every car we certify is under five years old, has less than 100,000 km on the clock and a verified service history. Our technicians check more than 160 points, from brake discs to infotainment software.',
      'The result is a car that feels nearly new at a noticeably lower price, with two years of warranty cover and roadside assistance anywhere in Kenya.',
    ],
  },
  {
    slug: 'weekend-drive-nairobi-to-naivasha',
    title: 'The Perfect Weekend Drive: Nairobi to Lake Naivasha',
    author: 'Amina Hassan',
    daysAgo: 154,
    isPublished: false,
    brandKey: 'bentley',
    scene: 'valley',
    models: ['Continental GTC V8'],
    paragraphs: [
      'Leave the city early on a Saturday and the escarpment road rewards you with one of the great views of the Rift Valley.',
      'Stop at the viewpoint above Mai Mahiu for coffee, then take the old Naivasha road down to the lake. A grand tourer is the ideal companion: relaxed at cruising speed, composed through the bends.',
      'Lunch at the lakeside and a boat ride to Crescent Island make a perfect day, and you are back in Nairobi before dark.',
    ],
  },
  {
    slug: 'financing-your-next-luxury-car',
    title: 'Financing Your Next Luxury Car: Options That Make Sense',
    author: 'Grace Wanjiru',
    daysAgo: 63,
    isPublished: true,
    brandKey: 'maserati',
    scene: 'handover',
    paragraphs: [
      'Most of our clients finance at least part of their purchase, and the right structure can make a meaningful difference to the total cost.',
      'Our partner banks offer asset finance over up to 60 months, with deposits from 20 percent. Promotional rates on selected models can bring the effective cost close to zero over the first year.',
      'Trading in your current car is the easiest way to raise a deposit. Use our sell-your-car form for an initial valuation within 24 hours.',
      'Speak to our finance team before you choose a car: knowing your monthly budget first makes the rest of the decision easier.',
    ],
  },
  {
    slug: 'rolls-royce-spectre-first-look',
    title: 'First Look: The Rolls-Royce Spectre Arrives in Nairobi',
    author: 'David Otieno',
    daysAgo: 11,
    isPublished: false,
    brandKey: 'rolls-royce',
    scene: 'unveiling',
    models: ['Spectre'],
    paragraphs: [
      "The Spectre is Rolls-Royce's first fully electric car, and the first examples for East African clients are now on order.",
      'It is a two-door grand tourer with the silence and effortless torque that electric power brings, wrapped in a body as long as a Phantom.',
      'Private viewings can be arranged at our Gigiri suite by appointment. Pre-orders placed this quarter will be delivered next year.',
    ],
  },
]
