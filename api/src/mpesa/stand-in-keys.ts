// The keys the Daraja stand-in (stand-in.ts) takes, which the server uses to talk to it.
/** The stand-in's keys: Daraja's public sandbox shortcode and passkey, and demo keys. */
export const STAND_IN_KEYS = {
  consumerKey: 'stand-in-consumer-key',
  consumerSecret: 'stand-in-consumer-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
} as const
