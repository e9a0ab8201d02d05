export * from './catalog'
export * from './content'
export * from './leads'
export * from './staff'
