/**
 * Reading an XML file's bytes as text in the encoding it is written in: the transport's charset when it names one,
 * else the XML declaration's (`<?xml version="1.0" encoding="ISO-8859-1"?>`, which HeroScribe, a Java program, often
 * writes), else UTF-8. Shared by the converter's XML reader and the Archive's upload (which shows the text in its box).
 * No dependency: the browser's and Node's `TextDecoder`.
 * @module
 */

/** Bytes that cannot be read as text: an encoding `TextDecoder` does not know (`unsupported`), or bytes invalid in it. */
export class NotTextError extends Error {
  constructor(
    /** The encoding's label, as the charset or the declaration gave it (`utf-8` when neither did). */
    readonly encoding: string,
    readonly unsupported: boolean,
    /** Whether the encoding came from the transport's charset rather than from the file. */
    readonly fromCharset: boolean,
  ) {
    super(unsupported ? `the encoding "${encoding}" is not supported` : `the bytes are not ${encoding} text`);
    this.name = 'NotTextError';
  }
}

const DECLARED = /^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;

/**
 * What windows-1252 has at 0x80..0x9F (the Encoding Standard's index; 0x81, 0x8D, 0x8F, 0x90 and 0x9D stay the control
 * characters). Node 20's `TextDecoder` decodes windows-1252 (and so `ISO-8859-1`, one of its labels) as Latin-1 and
 * leaves the control characters there: `€`, `…` and the typographic quotes are put back from this table.
 */
const WINDOWS_1252 = [...'€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ'];

/** The encoding label the XML declaration at the start of `bytes` names (after a UTF-8 byte order mark), or null. */
export function declaredEncoding(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return DECLARED.exec(head.replace(/^\xEF\xBB\xBF/, ''))?.[1] ?? null;
}

/**
 * Decodes an XML file's bytes in `encoding` when given (the charset of an HTTP `Content-Type`, which RFC 7303 makes
 * win over the document's own declaration), else in the encoding its XML declaration names, else UTF-8 (a UTF-8 byte
 * order mark is dropped). Labels are the WHATWG Encoding Standard's: `ISO-8859-1` and `latin1` read as windows-1252,
 * a superset.
 * @throws NotTextError for an encoding it does not know and for bytes that are not text in the encoding
 */
export function decodeXmlBytes(bytes: Uint8Array, encoding?: string): string {
  const label = encoding ?? declaredEncoding(bytes) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new NotTextError(label, true, encoding !== undefined);
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new NotTextError(label, false, encoding !== undefined);
  }
  return decoder.encoding === 'windows-1252' ? text.replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252[c.charCodeAt(0) - 0x80] ?? c) : text;
}
