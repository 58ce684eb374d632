import { z } from 'zod';

/** The signed-in account, as `GET /api/me` and login answer it. */
export const accountView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  status: z.string(),
  role: z.enum(['advertiser', 'admin', 'analyst']),
});
export type AccountView = z.infer<typeof accountView>;
