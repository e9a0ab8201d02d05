// `npm run staff -- <command>`: the staff list from the command line, for the first
// admin of a real Firebase project (and for when nobody can sign in).
//   add EMAIL --role admin|editor|sales [--name "Full Name"]
//   list
//   deactivate EMAIL
//   reactivate EMAIL
// Paths in DATABASE_URL are relative to the repository root, like the server's.
import { existsSync } from 'node:fs'
import { userInfo } from 'node:os'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { recordAudit, type Actor } from '../resources/audit-log/audit-log.repository'
import { firebaseAuthService } from '../auth/service'
import { STAFF_ROLES, type StaffRole } from '../contract/staff'
import { openDatabase } from '../db/client'
import { staff } from '../resources/staff/staff.table'
import { EnvError, parseEnv, usesAuthEmulator } from '../config/env'
import {
  addStaff,
  getStaffByEmail,
  StaffConflict,
  updateStaff,
} from '../resources/staff/staff.repository'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

export const USAGE = `Usage: npm run staff -- <command>
  add EMAIL --role ${STAFF_ROLES.join('|')} [--name "Full Name"]
                       add a staff member (creates the Firebase account when missing)
  list                 list every staff member
  deactivate EMAIL     refuse the account and end its sessions
  reactivate EMAIL     let a deactivated account in again`

class UsageError extends Error {}

function parse(argv: string[]) {
  const [command, ...rest] = argv
  const positional: string[] = []
  const flags: Record<string, string> = {}
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!
    const m = a.match(/^--(role|name)(?:=(.*))?$/)
    if (m) {
      const value = m[2] ?? rest[++i]
      if (value === undefined) throw new UsageError(`--${m[1]} needs a value`)
      flags[m[1]!] = value
    } else if (a.startsWith('-')) throw new UsageError(`Unknown option ${a}`)
    else positional.push(a)
  }
  return { command, positional, flags }
}

async function run(argv: string[]): Promise<number> {
  const { command, positional, flags } = parse(argv)
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE)
    return command ? 0 : 1
  }
  const envFile = join(ROOT, '.env')
  if (existsSync(envFile) && typeof process.loadEnvFile === 'function') process.loadEnvFile(envFile)
  const env = parseEnv(process.env)
  const dbFile = isAbsolute(env.DATABASE_URL) ? env.DATABASE_URL : resolve(ROOT, env.DATABASE_URL)
  const db = openDatabase(dbFile, { migrationsDir: join(ROOT, 'drizzle') })
  const auth = firebaseAuthService(env)
  const actor: Actor = {
    uid: 'command-line',
    email: `npm run staff (${userInfo().username})`,
    role: 'admin',
  }
  const needEmail = () => {
    const email = positional[0]
    if (!email || positional.length > 1) throw new UsageError(`${command} takes one EMAIL`)
    return email
  }

  try {
    switch (command) {
      case 'list': {
        const rows = db.select().from(staff).orderBy(staff.email).all()
        if (rows.length === 0)
          console.log('No staff yet: add the first admin with `add EMAIL --role admin`.')
        for (const r of rows) {
          const state = r.active ? 'active' : 'deactivated'
          console.log(`${r.email}\t${r.role}\t${state}\t${r.displayName || '-'}`)
        }
        return 0
      }
      case 'add': {
        const email = needEmail()
        const role = flags.role as StaffRole | undefined
        if (!role || !STAFF_ROLES.includes(role)) {
          throw new UsageError(`add needs --role ${STAFF_ROLES.join('|')}`)
        }
        const { row, account } = await addStaff(db, auth, {
          input: { email, role, displayName: flags.name ?? '' },
          addedBy: actor.email,
        })
        recordAudit(db, {
          actor,
          action: 'create',
          resource: 'staff',
          recordId: row.id,
          before: null,
          after: row,
          clientAddress: null,
        })
        console.log(`Added ${row.email} as ${row.role}.`)
        if (account.temporaryPassword) {
          console.log(`A Firebase account was created. Temporary password (shown once):`)
          console.log(`  ${account.temporaryPassword}`)
          if (account.passwordResetLink)
            console.log(`Password reset link: ${account.passwordResetLink}`)
        } else {
          console.log('The Firebase account existed already: sign in with its own password.')
        }
        return 0
      }
      case 'deactivate':
      case 'reactivate': {
        const email = needEmail()
        const row = getStaffByEmail(db, email)
        if (!row) {
          console.error(`${email} is not on the staff list.`)
          return 1
        }
        const active = command === 'reactivate'
        await updateStaff(db, auth, {
          id: row.id,
          input: { active },
          onWrite: (tx, before, after) =>
            recordAudit(tx, {
              actor,
              action: 'update',
              resource: 'staff',
              recordId: row.id,
              before,
              after,
              clientAddress: null,
            }),
        })
        console.log(
          active
            ? `Reactivated ${row.email}.`
            : `Deactivated ${row.email}; its sessions are ended.`,
        )
        return 0
      }
      default:
        throw new UsageError(`Unknown command ${command}`)
    }
  } catch (err) {
    if (err instanceof StaffConflict) {
      console.error(err.message)
      return 1
    }
    const code = (err as { code?: string }).code ?? ''
    if (code.startsWith('app/') || /ECONNREFUSED|fetch failed/.test(String(err))) {
      console.error(
        usesAuthEmulator(env)
          ? `Could not reach the Firebase Auth Emulator at ${env.FIREBASE_AUTH_EMULATOR_HOST}: start the site (npm start) first.`
          : `Could not reach Firebase: ${(err as Error).message}`,
      )
      return 1
    }
    throw err
  } finally {
    db.$client.close()
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof UsageError || err instanceof EnvError) {
      console.error(err.message)
      if (err instanceof UsageError) console.error(`\n${USAGE}`)
    } else if (err?.name === 'ZodError') {
      console.error(err.issues.map((i: { message: string }) => i.message).join('\n'))
    } else {
      console.error(err)
    }
    process.exit(1)
  },
)
