export interface MarketplaceTables {
  listings: {
    id: string;
    title: string;
    length: string;
    length_feet: number;
    condition: string;
    price: string;
    location: string;
    seller_name: string;
    seller_person_id: string;
    /** 'en' or 'ja': the language of the site's mails to the seller. */
    seller_locale: string;
    description: string | null;
    photo_url: string | null;
    status: string;
    contact_count: number;
    created_at: Date;
    expires_at: Date;
    sold_at: Date | null;
    /** Why an admin removed the listing from the board; null unless removed. */
    removal_reason: string | null;
  };
}
