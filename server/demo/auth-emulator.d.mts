export declare const ROOT: string
export declare const DEFAULT_EMULATOR_HOST: string
export declare const DEFAULT_PROJECT_ID: string
export declare function ensureAuthEmulator(opts?: {
  host?: string
  projectId?: string
  log?: (line: string) => void
  timeoutMs?: number
}): Promise<() => Promise<void>>
export declare function ensureEmulatorUser(opts: {
  host?: string
  projectId?: string
  email: string
  password: string
}): Promise<string>
export declare function emulatorIdToken(opts: {
  host?: string
  email: string
  password: string
}): Promise<string>
