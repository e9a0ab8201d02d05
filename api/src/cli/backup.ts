// `npm run db:backup [FILE]`: a consistent copy of the database while the server runs.
//   FILE   where to write it, relative to the directory npm was run from; a directory
//          gets the default name inside. Default: data/backups/dealership-<UTC time>.sqlite
//          in the repository.
// DATABASE_URL is relative to the repository root, like the server's.
import { existsSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { EnvError, parseEnv } from '../config/env'
import { BackupError, backupDatabase, backupFileName } from '../db/backup'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

const USAGE = `Usage: npm run db:backup [FILE]
  Copies the database (DATABASE_URL) with SQLite's online backup, safe while the server
  runs, and checks the copy with integrity_check.
  FILE  the backup file (default: data/backups/dealership-<UTC time>.sqlite);
        a directory gets the default name inside`

class UsageError extends Error {}

function targetFile(args: string[]): string {
  const positional = args.filter((a) => !a.startsWith('-'))
  const unknown = args.find((a) => a.startsWith('-'))
  if (unknown) throw new UsageError(`Unknown option ${unknown}`)
  if (positional.length > 1) throw new UsageError('Give at most one backup file.')
  const [file] = positional
  if (!file) return join(ROOT, 'data', 'backups', backupFileName())
  // npm runs workspace scripts inside api/: INIT_CWD is where the user typed the command.
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), file)
  const isDir = /[/\\]$/.test(file) || (existsSync(target) && statSync(target).isDirectory())
  return isDir ? join(target, backupFileName()) : target
}

async function run(argv: string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE)
    return
  }
  const target = targetFile(argv)
  const envFile = join(ROOT, '.env')
  if (existsSync(envFile) && typeof process.loadEnvFile === 'function') process.loadEnvFile(envFile)
  const env = parseEnv(process.env)
  const source = isAbsolute(env.DATABASE_URL) ? env.DATABASE_URL : resolve(ROOT, env.DATABASE_URL)

  console.log(`Database: ${source}`)
  const { file, bytes, ms } = await backupDatabase(source, target)
  console.log(`Backup:   ${file}`)
  console.log(`Size:     ${formatBytes(bytes)}`)
  console.log(`Took:     ${(ms / 1000).toFixed(2)} s (integrity_check: ok)`)
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

run(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof UsageError) console.error(`${err.message}\n${USAGE}`)
  else if (err instanceof EnvError || err instanceof BackupError) console.error(err.message)
  else console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
