import { execFileSync } from "node:child_process";

export interface StoredEnquiry {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: string;
}

/** What the operator sees: `npm run enquiries -- --json` against the e2e server's database. */
export function storedEnquiries(): StoredEnquiry[] {
  const out = execFileSync("npm", ["run", "-s", "enquiries", "--", "--json"], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${process.env.E2E_DATABASE_FILE}`,
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
  });
  return JSON.parse(out) as StoredEnquiry[];
}
