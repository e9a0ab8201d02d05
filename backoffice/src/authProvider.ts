// react-admin's view of Firebase. Signing in happens on our own login page.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import type { AuthProvider } from 'react-admin'
import { firebaseAuth } from './auth/firebase'

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await signInWithEmailAndPassword(firebaseAuth(), username, password)
  },
  async logout() {
    await signOut(firebaseAuth())
  },
  async checkAuth() {
    await firebaseAuth().authStateReady()
    if (!firebaseAuth().currentUser) throw new Error('User not authenticated')
  },
  async checkError(error: { status?: number }) {
    // A 401 means the token is no longer accepted: sign out to the login page.
    if (error?.status === 401) throw new Error('User not authenticated')
  },
  async getIdentity() {
    const user = firebaseAuth().currentUser
    if (!user) throw new Error('User not authenticated')
    return { id: user.uid, fullName: user.email ?? user.uid }
  },
  async getPermissions() {
    return null
  },
}
