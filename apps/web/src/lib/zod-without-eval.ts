import { config } from "zod/v4/core";

// Zod compiles its object parsers with `new Function` where it may, and first probes whether it
// may. The content security policy allows no eval, so the probe is refused, and Chrome logs the
// refusal as an issue (Lighthouse's best practices count it) though zod catches it. The
// browser parses without compiling: this must run before any schema is made.
config({ jitless: true });
