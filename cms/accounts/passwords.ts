/**
 * Password hashing with node's scrypt: a random 16-byte salt per password, the parameters stored with the hash
 * (`scrypt$<N>$<r>$<p>$<salt, base64url>$<hash, base64url>`), so they can be raised later without breaking the
 * passwords already stored, and a constant-time comparison.
 * @module
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** The scrypt cost of new hashes: N = 2^15, r = 8, p = 1 (32 MiB, some tens of ms), a 64-byte key. */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64 } as const;

/** The shortest and longest password accepted. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** The stored form of a new password: a fresh salt, the current parameters and the derived key. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await derive(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const STORED = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([\w-]{16,})\$([\w-]{16,})$/;

/**
 * Whether `password` is the one `stored` was made from, compared in constant time.
 * A stored value that is not a hash of this format never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // refuse parameters that no hash of ours has (they would cost too much memory or time)
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(m[4]!, 'base64url');
  const expected = Buffer.from(m[5]!, 'base64url');
  const key = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password with the current parameters (made once, then reused): checked against when a user does
 * not exist, so a wrong name takes as long as a wrong password.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummy;
}
