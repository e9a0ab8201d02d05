// The demo catalogue: luxury brands sold in Nairobi and the cars in stock. Pure data;
// `demo-data.ts` turns it into validated payloads with the shared factories.
import type { BodyStyle as CatalogBodyStyle } from '../contract'
import type { BodyStyle, Palette } from './images'

export type BrandSeed = {
  key: string
  name: string
  fullName: string
  description: string
  palette: Palette
  /** Body style drawn on the banner. */
  body: BodyStyle
  infotainment: string
  interior: string
  /** The gearbox as the maker names it. */
  gearbox: string
}

export const BRANDS: BrandSeed[] = [
  {
    key: 'mercedes-benz',
    name: 'Mercedes-Benz',
    fullName: 'Mercedes-Benz AG',
    description:
      'The three-pointed star has defined automotive luxury for more than a century. From the S-Class limousine to the G-Class, every Mercedes-Benz we sell is inspected by our Stuttgart-trained technicians in Westlands.',
    palette: { from: '#111418', to: '#55606e', accent: '#cfd5dc' },
    body: 'sedan',
    infotainment: 'MBUX with twin 12.3-inch displays, Burmester surround sound, Apple CarPlay',
    interior: 'Nappa leather, open-pore walnut trim, 64-colour ambient lighting',
    gearbox: '9G-TRONIC 9-speed automatic',
  },
  {
    key: 'bmw',
    name: 'BMW',
    fullName: 'Bayerische Motoren Werke',
    description:
      'BMW builds the ultimate driving machines, pairing athletic handling with long-distance comfort. Our BMW range covers the X family of Sports Activity Vehicles, the 7 Series and the electric i models.',
    palette: { from: '#0b2a4a', to: '#1c69d4', accent: '#e6eef8' },
    body: 'suv',
    infotainment: 'BMW iDrive 8 curved display, Harman Kardon audio, wireless Apple CarPlay',
    interior: 'Vernasca leather, aluminium Tetragon trim, panoramic glass roof',
    gearbox: '8-speed Steptronic automatic',
  },
  {
    key: 'audi',
    name: 'Audi',
    fullName: 'Audi AG',
    description:
      'Vorsprung durch Technik: Audi combines quattro all-wheel drive with precise engineering and clean design. Ideal for Kenyan roads, from the Southern Bypass to the Naivasha escarpment.',
    palette: { from: '#151515', to: '#7a0c12', accent: '#ececec' },
    body: 'suv',
    infotainment: 'MMI touch response with Audi virtual cockpit plus, Bang & Olufsen 3D sound',
    interior: 'Valcona leather, carbon inlays, four-zone climate control',
    gearbox: '8-speed tiptronic automatic',
  },
  {
    key: 'porsche',
    name: 'Porsche',
    fullName: 'Dr. Ing. h.c. F. Porsche AG',
    description:
      'Porsche turns motorsport know-how into sports cars you can drive every day. From the 911 to the Cayenne and the all-electric Taycan, each car is delivered with a full Porsche Approved history.',
    palette: { from: '#1e160c', to: '#8a6a2f', accent: '#e3c27a' },
    body: 'coupe',
    infotainment: 'Porsche Communication Management with online navigation, BOSE surround sound',
    interior: 'Leather with Race-Tex inserts, 18-way adaptive sports seats',
    gearbox: '8-speed PDK dual-clutch',
  },
  {
    key: 'land-rover',
    name: 'Land Rover',
    fullName: 'Land Rover / Range Rover',
    description:
      'Land Rover has been at home in East Africa since the first Series I crossed the savannah. Today the Range Rover, Defender and Discovery families pair unrivalled off-road ability with a refined cabin.',
    palette: { from: '#0f2a1f', to: '#2f5d46', accent: '#d3e0d8' },
    body: 'suv',
    infotainment: 'Pivi Pro 13.1-inch touchscreen, Meridian Signature sound, Wi-Fi hotspot',
    interior: 'Semi-aniline leather, Kvadrat textile accents, heated and cooled seats',
    gearbox: '8-speed automatic',
  },
  {
    key: 'lexus',
    name: 'Lexus',
    fullName: 'Lexus (Toyota Motor Corporation)',
    description:
      'Lexus is famed for reliability and Takumi craftsmanship, a perfect match for Kenyan conditions. Our Lexus line-up ranges from the frugal ES hybrid to the LX, the go-anywhere flagship.',
    palette: { from: '#101418', to: '#3a4250', accent: '#c2ccd6' },
    body: 'suv',
    infotainment: 'Lexus Interface 14-inch touchscreen, Mark Levinson reference audio',
    interior: 'Semi-aniline leather, Shimamoku wood, ottoman rear seats',
    gearbox: '10-speed Direct Shift automatic',
  },
  {
    key: 'bentley',
    name: 'Bentley',
    fullName: 'Bentley Motors Limited',
    description:
      'Hand-built in Crewe, every Bentley blends effortless power with bespoke craftsmanship. Commission your Bentayga, Continental GT or Flying Spur through our Karen showroom.',
    palette: { from: '#0d2418', to: '#1f4d36', accent: '#d6b878' },
    body: 'coupe',
    infotainment: 'Bentley Rotating Display, Naim for Bentley premium audio',
    interior: 'Hand-stitched hide, diamond-quilted seats, figured walnut veneer',
    gearbox: '8-speed dual-clutch automatic',
  },
  {
    key: 'rolls-royce',
    name: 'Rolls-Royce',
    fullName: 'Rolls-Royce Motor Cars',
    description:
      'Rolls-Royce builds the best cars in the world, by hand, at Goodwood. Our private viewing suite arranges Cullinan, Ghost and Spectre commissions with full bespoke options.',
    palette: { from: '#120d1f', to: '#3d2b63', accent: '#ddd4ee' },
    body: 'sedan',
    infotainment: 'Spirit of Ecstasy infotainment, Bespoke Audio 18-speaker system',
    interior: 'Starlight headliner, lambswool floor mats, Grand Black veneer',
    gearbox: '8-speed ZF automatic',
  },
  {
    key: 'maserati',
    name: 'Maserati',
    fullName: 'Maserati S.p.A.',
    description:
      'Maserati brings Italian flair and a signature exhaust note to the luxury segment. Choose from the Levante and Grecale SUVs, the Ghibli sports saloon or the mid-engined MC20.',
    palette: { from: '#0a1630', to: '#1d3c78', accent: '#d1bb84' },
    body: 'sedan',
    infotainment: 'Maserati Intelligent Assistant 12.3-inch display, Sonus faber audio',
    interior: 'Pieno Fiore natural leather, Zegna silk inserts',
    gearbox: '8-speed ZF automatic',
  },
  {
    key: 'aston-martin',
    name: 'Aston Martin',
    fullName: 'Aston Martin Lagonda',
    description:
      'Aston Martin has built beautiful, powerful grand tourers since 1913. Our Aston Martin collection includes the DBX707, the fastest luxury SUV on sale, and the hand-finished Vantage.',
    palette: { from: '#0b2b26', to: '#1e5c50', accent: '#d8e6e1' },
    body: 'coupe',
    infotainment: 'Aston Martin infotainment with 10.25-inch screen, Bowers & Wilkins audio',
    interior: 'Bridge of Weir leather, quilted Alcantara headliner',
    gearbox: '8-speed Touchtronic automatic',
  },
]

export const CONDITIONS = ['New', 'Certified Pre-Owned', 'Used'] as const
export type Condition = (typeof CONDITIONS)[number]

export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric'
export type Drivetrain = 'AWD' | 'RWD' | '4WD' | 'FWD'

/** model, year, price (KES millions), body, fuel, drivetrain, engine, hp, 0-100 s, top speed km/h, condition */
export type CarRow = [
  string,
  number,
  number,
  BodyStyle,
  Fuel,
  Drivetrain,
  string,
  number,
  number,
  number,
  Condition,
]

// prettier-ignore
export const CARS: Record<string, CarRow[]> = {
  'mercedes-benz': [
    ['S 580 4MATIC', 2024, 38.5, 'sedan', 'Petrol', 'AWD', '4.0L V8 Biturbo mild hybrid', 496, 4.4, 250, 'New'],
    ['AMG G 63', 2023, 39.5, 'suv', 'Petrol', '4WD', '4.0L V8 Biturbo', 577, 4.5, 220, 'Certified Pre-Owned'],
    ['GLE 450d 4MATIC', 2022, 14.8, 'suv', 'Diesel', 'AWD', '2.9L Inline-6 Diesel', 362, 5.8, 240, 'Used'],
    ['E 300', 2019, 5.9, 'sedan', 'Petrol', 'RWD', '2.0L Inline-4 Turbo', 245, 6.2, 250, 'Used'],
    ['EQS 580 4MATIC', 2024, 24.5, 'sedan', 'Electric', 'AWD', 'Dual electric motors, 107.8 kWh', 516, 4.3, 210, 'New'],
    ['C 200', 2017, 3.4, 'sedan', 'Petrol', 'RWD', '2.0L Inline-4 Turbo', 184, 7.3, 237, 'Used'],
    ['X 350 d 4MATIC', 2019, 6.4, 'pickup', 'Diesel', '4WD', '3.0L V6 Diesel', 258, 7.9, 205, 'Used'],
  ],
  bmw: [
    ['X7 xDrive40i M Sport', 2023, 19.5, 'suv', 'Petrol', 'AWD', '3.0L Inline-6 TwinPower Turbo', 375, 5.8, 250, 'Certified Pre-Owned'],
    ['740Li', 2020, 9.8, 'sedan', 'Petrol', 'RWD', '3.0L Inline-6 TwinPower Turbo', 335, 5.6, 250, 'Used'],
    ['X5 xDrive45e', 2021, 10.9, 'suv', 'Hybrid', 'AWD', '3.0L Inline-6 plug-in hybrid', 389, 5.6, 235, 'Used'],
    ['M5 Competition', 2022, 17.5, 'sedan', 'Petrol', 'AWD', '4.4L V8 TwinPower Turbo', 617, 3.3, 305, 'Certified Pre-Owned'],
    ['iX xDrive50', 2025, 16.2, 'suv', 'Electric', 'AWD', 'Dual electric motors, 111.5 kWh', 516, 4.6, 200, 'New'],
    ['X3 xDrive20d', 2018, 4.2, 'suv', 'Diesel', 'AWD', '2.0L Inline-4 Diesel', 190, 8.0, 213, 'Used'],
  ],
  audi: [
    ['Q8 55 TFSI quattro', 2022, 13.5, 'suv', 'Petrol', 'AWD', '3.0L V6 TFSI mild hybrid', 340, 5.9, 250, 'Used'],
    ['RS e-tron GT', 2023, 21.5, 'coupe', 'Electric', 'AWD', 'Dual electric motors, 93 kWh', 637, 3.3, 250, 'Certified Pre-Owned'],
    ['A8 L 55 TFSI quattro', 2019, 7.9, 'sedan', 'Petrol', 'AWD', '3.0L V6 TFSI', 340, 5.7, 250, 'Used'],
    ['Q7 45 TDI quattro', 2020, 8.4, 'suv', 'Diesel', 'AWD', '3.0L V6 TDI', 231, 7.1, 229, 'Used'],
    ['RS Q8', 2024, 34.0, 'suv', 'Petrol', 'AWD', '4.0L V8 TFSI', 600, 3.8, 305, 'New'],
  ],
  porsche: [
    ['911 Carrera S', 2023, 27.5, 'coupe', 'Petrol', 'RWD', '3.0L Flat-6 Twin-Turbo', 443, 3.5, 308, 'Certified Pre-Owned'],
    ['Cayenne E-Hybrid', 2024, 18.9, 'suv', 'Hybrid', 'AWD', '3.0L V6 Turbo plug-in hybrid', 463, 4.9, 254, 'New'],
    ['Taycan 4S', 2022, 15.5, 'sedan', 'Electric', 'AWD', 'Dual electric motors, 93.4 kWh', 530, 4.0, 250, 'Used'],
    ['Macan S', 2021, 9.6, 'suv', 'Petrol', 'AWD', '2.9L V6 Twin-Turbo', 375, 4.8, 259, 'Used'],
    ['Panamera 4S', 2018, 9.2, 'sedan', 'Petrol', 'AWD', '2.9L V6 Twin-Turbo', 440, 4.4, 289, 'Used'],
    ['718 Cayman GTS 4.0', 2022, 14.2, 'coupe', 'Petrol', 'RWD', '4.0L Flat-6', 400, 4.5, 293, 'Certified Pre-Owned'],
    ['911 Carrera 4 GTS Cabriolet', 2023, 29.8, 'convertible', 'Petrol', 'AWD', '3.0L Flat-6 Twin-Turbo', 473, 3.5, 308, 'Certified Pre-Owned'],
  ],
  'land-rover': [
    ['Range Rover Autobiography P530', 2024, 36.5, 'suv', 'Petrol', '4WD', '4.4L V8 Twin-Turbo', 523, 4.6, 250, 'New'],
    ['Range Rover Sport P440e', 2023, 22.8, 'suv', 'Hybrid', '4WD', '3.0L Inline-6 plug-in hybrid', 434, 5.8, 225, 'Certified Pre-Owned'],
    ['Defender 110 D300 X-Dynamic', 2023, 16.5, 'suv', 'Diesel', '4WD', '3.0L Inline-6 Diesel mild hybrid', 296, 6.7, 191, 'Used'],
    ['Range Rover Velar D200 R-Dynamic', 2020, 6.9, 'suv', 'Diesel', 'AWD', '2.0L Inline-4 Diesel', 201, 8.9, 210, 'Used'],
    ['Discovery D300 HSE', 2021, 8.9, 'suv', 'Diesel', '4WD', '3.0L Inline-6 Diesel', 296, 6.8, 209, 'Used'],
    ['Range Rover Vogue SDV8', 2016, 5.8, 'suv', 'Diesel', '4WD', '4.4L V8 Diesel', 339, 6.9, 218, 'Used'],
  ],
  lexus: [
    ['LX 600 VIP', 2023, 28.5, 'suv', 'Petrol', '4WD', '3.5L V6 Twin-Turbo', 409, 6.9, 210, 'New'],
    ['LX 570', 2018, 9.9, 'suv', 'Petrol', '4WD', '5.7L V8', 383, 7.7, 220, 'Used'],
    ['RX 450h F Sport', 2022, 8.6, 'suv', 'Hybrid', 'AWD', '3.5L V6 hybrid', 308, 7.7, 200, 'Used'],
    ['LS 500h', 2019, 7.5, 'sedan', 'Hybrid', 'RWD', '3.5L V6 multi-stage hybrid', 354, 5.4, 250, 'Used'],
    ['ES 300h', 2021, 5.2, 'sedan', 'Hybrid', 'FWD', '2.5L Inline-4 hybrid', 215, 8.9, 180, 'Certified Pre-Owned'],
  ],
  bentley: [
    ['Bentayga V8', 2022, 29.5, 'suv', 'Petrol', 'AWD', '4.0L V8 Twin-Turbo', 542, 4.5, 290, 'Certified Pre-Owned'],
    ['Flying Spur Hybrid', 2024, 38.0, 'sedan', 'Hybrid', 'AWD', '2.9L V6 plug-in hybrid', 536, 4.3, 285, 'New'],
    ['Continental GTC V8', 2022, 27.9, 'convertible', 'Petrol', 'AWD', '4.0L V8 Twin-Turbo', 542, 4.1, 318, 'Used'],
  ],
  'rolls-royce': [
    ['Cullinan', 2021, 39.9, 'suv', 'Petrol', 'AWD', '6.75L V12 Twin-Turbo', 563, 5.2, 250, 'Used'],
    ['Ghost', 2018, 24.5, 'sedan', 'Petrol', 'RWD', '6.6L V12 Twin-Turbo', 563, 4.9, 250, 'Used'],
    ['Spectre', 2025, 40.0, 'coupe', 'Electric', 'AWD', 'Dual electric motors, 102 kWh', 577, 4.5, 250, 'New'],
    ['Wraith', 2016, 17.5, 'coupe', 'Petrol', 'RWD', '6.6L V12 Twin-Turbo', 624, 4.6, 250, 'Used'],
  ],
  maserati: [
    ['Levante GranSport', 2020, 8.2, 'suv', 'Petrol', 'AWD', '3.0L V6 Twin-Turbo', 345, 6.0, 251, 'Used'],
    ['Ghibli GT Hybrid', 2021, 7.4, 'sedan', 'Hybrid', 'RWD', '2.0L Inline-4 mild hybrid', 330, 5.7, 255, 'Used'],
    ['MC20', 2023, 33.5, 'coupe', 'Petrol', 'RWD', '3.0L V6 Nettuno Twin-Turbo', 621, 2.9, 325, 'Certified Pre-Owned'],
    ['Grecale Folgore', 2025, 16.9, 'suv', 'Electric', 'AWD', 'Dual electric motors, 105 kWh', 550, 4.1, 220, 'New'],
  ],
  'aston-martin': [
    ['DBX707', 2023, 34.5, 'suv', 'Petrol', 'AWD', '4.0L V8 Twin-Turbo', 697, 3.3, 310, 'Certified Pre-Owned'],
    ['Vantage', 2019, 13.8, 'coupe', 'Petrol', 'RWD', '4.0L V8 Twin-Turbo', 503, 3.6, 314, 'Used'],
    ['DB11 V8', 2020, 16.8, 'coupe', 'Petrol', 'RWD', '4.0L V8 Twin-Turbo', 528, 4.0, 309, 'Used'],
  ],
}

export const LOCATIONS = [
  'Westlands Showroom, Nairobi',
  'Karen Showroom, Nairobi',
  'Mombasa Road Delivery Centre, Nairobi',
  'Kilimani Studio, Nairobi',
  'Gigiri Private Suite, Nairobi',
]

export const AWARDS = [
  'World Luxury Car of the Year',
  'Euro NCAP 5-Star Safety Rating',
  'Top Gear Luxury Car of the Year',
  'Red Dot Best of the Best Design Award',
  'What Car? Best Luxury Car',
  'IIHS Top Safety Pick+',
  'Autocar Five-Star Road Test',
  'Car and Driver 10Best',
]

export const SAFETY_FEATURES = [
  'Adaptive Cruise Control',
  'Autonomous Emergency Braking',
  'Lane Keeping Assist',
  'Blind Spot Monitoring',
  '360-degree Camera',
  'Rear Cross-Traffic Alert',
  'Traffic Sign Recognition',
  'Night Vision Assist',
  'Head-Up Display',
  'Parking Assistant Plus',
  'Driver Attention Monitor',
  'Tyre Pressure Monitoring',
]

export const WARRANTIES: Record<Condition, string> = {
  New: 'Manufacturer warranty: 3 years / unlimited km',
  'Certified Pre-Owned': 'Certified warranty: 2 years / 100,000 km',
  Used: 'Dealer warranty: 12 months / 20,000 km',
}

/** The drawn body style as the catalogue names it (a pickup is a truck to the feeds). */
export const BODY_STYLE_NAMES = {
  sedan: 'Sedan',
  suv: 'SUV',
  coupe: 'Coupe',
  convertible: 'Convertible',
  pickup: 'Truck',
} as const satisfies Record<BodyStyle, CatalogBodyStyle>

/**
 * Some cars' identification numbers: 17-character VINs on the European cars, chassis
 * numbers on the Japanese imports; `show` puts it on the car page.
 */
export const DEMO_VINS: Record<string, { vin: string; show?: boolean }> = {
  'S 580 4MATIC': { vin: 'W1K6G7GB5PA123456' },
  'X5 xDrive45e': { vin: 'WBATS4C03M9E12345' },
  '911 Carrera S': { vin: 'WP0AB2A92PS223456', show: true },
  'Range Rover Sport P440e': { vin: 'SALWA2BU4PA012345' },
  'LX 570': { vin: 'URJ201-4256789' },
  'RX 450h F Sport': { vin: 'GYL25-0012345' },
  'LS 500h': { vin: 'GVF50-6001234' },
}

/** Doors, seats and cargo space by body style. */
export const BODY_TRAITS: Record<BodyStyle, { doors: number; seats: number; cargo: number }> = {
  sedan: { doors: 4, seats: 5, cargo: 505 },
  suv: { doors: 5, seats: 5, cargo: 650 },
  coupe: { doors: 2, seats: 4, cargo: 270 },
  convertible: { doors: 2, seats: 4, cargo: 240 },
  pickup: { doors: 4, seats: 5, cargo: 1100 },
}
