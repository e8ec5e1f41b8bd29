/**
 * Random ids and seat tokens (node:crypto), and the hash under which a token is stored.
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new seat token: 32 random bytes (256 bits), base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256, hex. The token itself is never stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new room id: 12 random bytes (96 bits), base64url (16 URL-safe characters). */
export function newRoomId(): string {
  return randomBytes(12).toString('base64url');
}

/** A new game seed: 16 random bytes, hex. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
