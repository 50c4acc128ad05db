import { z } from "zod";

// zod 4 compiles fast validators with `new Function` when it can, and probes
// for that with `Function("")`. The site's CSP forbids eval, so the probe is a
// CSP violation the browser reports. Jitless mode never tries (and costs
// nothing noticeable on forms this small). Imported first by every schema.
z.config({ jitless: true });
