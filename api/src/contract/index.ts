export * from './options'
export * from './schemas'
export type * from './types'
export * from './staff'
