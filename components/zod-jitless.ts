/**
 * Imported first by the Archive's bundle (`archive.js`; the element's bundle has no zod): tells zod to run
 * "jitless". Otherwise zod probes, when it builds its first object schema, whether it may compile code with `new Function`; a page whose CSP
 * has no `'unsafe-eval'` (the demo, the Archive, most strict host pages) reports that probe as a
 * `securitypolicyviolation`, even though zod catches the refusal. Zod validates the same without it.
 * zod keeps this setting on `globalThis`, so a zod 4 of the host page runs jitless too.
 * @module
 */
import { z } from 'zod';

z.config({ jitless: true });
