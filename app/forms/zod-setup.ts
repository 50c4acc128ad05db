import { z } from "zod";

// zod 4 compiles fast validators with `new Function` when it can, and probes
// for that with `Function("")` on the first parse. The site's CSP forbids
// eval, so the probe is a CSP violation the browser reports. Jitless mode
// never tries (and costs nothing noticeable on forms this small). Every module
// of the forms takes `z` from here, so no parse can come before this line.
z.config({ jitless: true });

export { z };
