/**
 * A small, safe XML reader over `saxes` for HeroScribe files: the document becomes a tree of elements, each with the
 * line and column where its start tag begins.
 *
 * Safety, before and during parsing:
 * - the input is refused above {@link XML_LIMITS}`.maxBytes` (5 MB) before a single character is parsed;
 * - entities are never expanded: `saxes` knows only the five predefined ones (`&amp;` …) and numeric references, it
 *   neither reads nor fetches a DTD, and a reference to any other entity is an error. On top of that a DOCTYPE with an
 *   internal subset (`<!DOCTYPE quest [ <!ENTITY …> ]>`, the shape of every "billion laughs" bomb) is refused as soon
 *   as the parser reaches its end, before the root element is read. A DOCTYPE with only a public or system id, as
 *   HeroScribe 1.4 writes it, is accepted and its URL is never fetched;
 * - the tree is bounded: at most `maxElements` elements, nested at most `maxDepth` deep.
 *
 * Every failure is an {@link XmlReadError} with a stable code, a message and the position; nothing else is thrown.
 * @module
 */
import { SaxesParser } from 'saxes';
import { setOwn } from '../../own.ts';
import { decodeXmlBytes, NotTextError } from './encoding.ts';
import type { BothLangs } from '../../text.ts';
import { problemText, type ProblemValues } from './texts.ts';

/** One element: its name, attributes, child elements, the text directly inside it, and where its start tag begins (1-based). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
  column: number;
}

/** A read document: the root element and the DOCTYPE's text (`quest PUBLIC "…" "…"`), or null when there is none. */
export interface XmlDocument {
  root: XmlElement;
  doctype: string | null;
}

/** Why a document could not be read. */
export type XmlErrorCode = 'too_large' | 'not_text' | 'not_xml' | 'entities' | 'too_complex';

/**
 * Thrown by {@link readXml}: a stable `code`, the problem in Italian and English (`text`, from the converter's table of
 * problem words; the message is its English), and the 1-based line and column (0 when not known).
 */
export class XmlReadError extends Error {
  /** The problem in both languages; `message` is its `en`. */
  readonly text: BothLangs;

  constructor(
    readonly code: XmlErrorCode,
    values: ProblemValues[XmlErrorCode] | Record<string, never>,
    readonly line: number,
    readonly column: number,
    /** The element being read when it happened, or '' (before or after the root). */
    readonly element: string,
  ) {
    const text = problemText(code, values as never);
    super(text.en);
    this.text = text;
    this.name = 'XmlReadError';
  }
}

/** The limits {@link readXml} enforces. */
export interface XmlLimits {
  /** The largest document, in bytes of UTF-8 (a string is measured as UTF-8). */
  maxBytes: number;
  maxElements: number;
  maxDepth: number;
}

/** The default limits: 5 MB, 50,000 elements, 32 levels. A large HeroScribe quest is 30 KB and 500 elements. */
export const XML_LIMITS: XmlLimits = { maxBytes: 5 * 1024 * 1024, maxElements: 50_000, maxDepth: 32 };

/** The UTF-8 size of a string, without building the encoded bytes. */
function utf8Length(s: string, stopAbove: number): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
    if (n > stopAbove) return n;
  }
  return n;
}

/** Sentinel thrown from inside the parser's handlers to stop it at the first problem. */
class Stop extends Error {}

/**
 * Reads an XML document: a string, or bytes in `encoding` when given (the transport's charset), else in the encoding
 * its XML declaration names, UTF-8 by default.
 * @throws XmlReadError on anything but a well-formed document within the limits
 */
export function readXml(input: string | Uint8Array, limits: XmlLimits = XML_LIMITS, encoding?: string): XmlDocument {
  const size = typeof input === 'string' ? (input.length > limits.maxBytes ? input.length : utf8Length(input, limits.maxBytes)) : input.byteLength;
  if (size > limits.maxBytes) {
    throw new XmlReadError('too_large', { max: limits.maxBytes, far: size > 10 * limits.maxBytes }, 0, 0, '');
  }
  let text: string;
  try {
    text = typeof input === 'string' ? input : decodeXmlBytes(input, encoding);
  } catch (err) {
    if (!(err instanceof NotTextError)) throw err;
    // an unknown encoding the file declares is at its declaration, line 1; a charset's is no place in the file
    const at = err.unsupported && !err.fromCharset ? 1 : 0;
    throw new XmlReadError('not_text', { encoding: err.encoding, unsupported: err.unsupported, ...(err.fromCharset ? { charset: true } : {}) }, at, at, '');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);

  const parser = new SaxesParser({ position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let doctype: string | null = null;
  let count = 0;
  let failure: XmlReadError | null = null;
  const here = () => (stack.length > 0 ? stack[stack.length - 1]!.name : '');
  const fail = <C extends XmlErrorCode>(code: C, values: ProblemValues[C], line = parser.line, column = parser.column + 1): never => {
    failure = new XmlReadError(code, values, line, column, here());
    throw new Stop();
  };

  parser.on('error', (err) => {
    if (failure) throw new Stop();
    // saxes prefixes its messages with "line:column: "; the position is given separately
    fail('not_xml', { detail: err.message.replace(/^\d+:\d+:\s*/, '').replace(/\.$/, '') });
  });
  parser.on('doctype', (d) => {
    doctype = d.trim();
    if (/\[/.test(d) || /<!ENTITY/i.test(d)) {
      fail('entities', {});
    }
  });
  parser.on('opentagstart', (tag) => {
    // the event comes after the name and the character that ends it: a newline there has moved us to the next line
    const line = parser.column === 0 && parser.line > 1 ? parser.line - 1 : parser.line;
    const column = parser.column === 0 ? 1 : Math.max(1, parser.column - tag.name.length - 1);
    if (++count > limits.maxElements) fail('too_complex', { elements: limits.maxElements }, line, column);
    if (stack.length >= limits.maxDepth) fail('too_complex', { depth: limits.maxDepth }, line, column);
    const el: XmlElement = { name: tag.name, attributes: {}, children: [], text: '', line, column };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(el);
    else root = el;
    stack.push(el);
  });
  parser.on('opentag', (tag) => {
    const el = stack[stack.length - 1]!;
    for (const [k, v] of Object.entries(tag.attributes)) setOwn(el.attributes, k, typeof v === 'string' ? v : v.value);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (t: string) => {
    const el = stack[stack.length - 1];
    if (el) el.text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);

  try {
    parser.write(text).close();
  } catch (err) {
    if (failure) throw failure;
    if (err instanceof Stop) throw new XmlReadError('not_xml', {}, parser.line, parser.column + 1, here());
    throw new XmlReadError('not_xml', { detail: (err as Error).message }, parser.line, parser.column + 1, here());
  }
  if (failure) throw failure;
  if (!root) throw new XmlReadError('not_xml', { noRoot: true }, parser.line, parser.column + 1, '');
  return { root, doctype };
}
