// Before each test file: a private copy of the migrated base database.
import { randomBytes } from 'node:crypto'
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'

const file = join(
  inject('tempDir'),
  `worker-${process.env.VITEST_POOL_ID ?? '0'}-${randomBytes(4).toString('hex')}.sqlite`,
)
copyFileSync(inject('baseDatabase'), file)
process.env.TEST_DATABASE_FILE = file
