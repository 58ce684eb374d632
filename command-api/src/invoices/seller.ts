import type { Config } from '@nsg/platform/config.ts';
import { publicUrlOf } from '@nsg/platform/public-url.ts';

/** Who issues our invoices, as the about and contact pages present the guide; mail and site from config. */
export const sellerOf = (config: Pick<Config, 'CONTACT_EMAIL' | 'PUBLIC_URL' | 'PORT'>) => ({
  name: 'North Shore Guide',
  address: 'North Shore, Oahu, Hawaii',
  email: config.CONTACT_EMAIL,
  website: publicUrlOf(config),
});

export type Seller = ReturnType<typeof sellerOf>;
