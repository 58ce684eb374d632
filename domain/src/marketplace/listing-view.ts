import { z } from 'zod';

/** A listing as the public board shows it: no contact details. */
export const listingView = z.object({
  id: z.string(),
  title: z.string(),
  length: z.string().describe(`Feet and inches, as 9'0"`),
  condition: z.string(),
  price: z.string(),
  location: z.string(),
  sellerName: z.string(),
  description: z.string().nullable(),
  photoUrl: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ListingView = z.infer<typeof listingView>;
