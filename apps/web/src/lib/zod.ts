import { config } from "zod/v4/core";

// Zod compiles its object parsers with `new Function` where it may, and first probes whether it
// may. The content security policy allows no eval, so the probe is refused and Chrome logs the
// refusal as an issue (Lighthouse's best practices count it) though zod catches it. In the
// browser, schemas parse without compiling. The build resolves "zod" to this module
// (vite.config.ts), so this runs before any schema is made, in the chunk that brings zod.
config({ jitless: true });

export * from "zod/v4";
export { default, default as z } from "zod/v4";
