import { config } from 'zod/v4/core';

// Zod compiles validators with `new Function` when it may: our Content-Security-Policy refuses eval, and
// each refusal is a console error. Interpreted validation is fast enough for our forms and answers.
// Zod decides when a schema is defined, so this module is the entry's first import: it runs before any
// module that defines a schema.
config({ jitless: true });
