// The customer portal's sign-in link, in words a buyer understands: what it is, that it
// works once and soon expires, and that a mail they did not ask for can be ignored.
// The outbox keeps the link only until it is sent (mail/worker.ts blanks it then), and
// the console's Outbox never shows it.
import { SIGN_IN_LINK_MINUTES } from '../../contract'
import type { Env } from '../../config/env'
import { siteUrl, type MailMessage } from '../../mail/messages'
import { SIGN_IN_PATH } from '../../mail/private-links'

export function signInLinkMessage(env: Env, to: string, token: string): MailMessage {
  const site = siteUrl(env)
  return {
    to,
    subject: `${env.SITE_NAME}: your sign-in link`,
    text: [
      'Hello,',
      '',
      `You asked to sign in to your ${env.SITE_NAME} account with this email address.`,
      'Open this link, then press Sign in:',
      '',
      `${site}${SIGN_IN_PATH}${token}`,
      '',
      `The link works once and expires in ${SIGN_IN_LINK_MINUTES} minutes. If it has expired, ask for a new one on the sign-in page.`,
      '',
      'If you did not ask to sign in, you can ignore this email: nobody can sign in without the link, and nothing changes.',
      '',
      env.SITE_NAME,
      site,
    ].join('\n'),
  }
}
