// Import orders as their customers follow them. Pure data: bundled into browsers.

/** The token of an import order's private link: 128 random bits in hex (db/schema/util). */
export const TRACKING_TOKEN_PATTERN = /^[0-9a-f]{32}$/

/** Where an import order is, as its customer follows it (`/import/track/{token}`). */
export const IMPORT_STAGES = [
  'received',
  'sourcing',
  'purchased',
  'shipped',
  'arrived',
  'clearing',
  'ready',
  'delivered',
  'cancelled',
] as const
export type ImportStage = (typeof IMPORT_STAGES)[number]
export const IMPORT_STAGE_LABELS: Record<ImportStage, string> = {
  received: 'Received',
  sourcing: 'Sourcing',
  purchased: 'Purchased',
  shipped: 'Shipped',
  arrived: 'Arrived at Mombasa',
  clearing: 'Clearing',
  ready: 'Ready for collection',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}
