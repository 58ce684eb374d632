export interface AccountsTables {
  advertisers: {
    id: string;
    role: string;
    status: string;
    name: string;
    company_name: string;
    person_id: string;
    email: string;
    email_lookup: string;
    phone: string | null;
    address: string | null;
    description: string | null;
    website: string | null;
    password_hash: string;
    created_at: Date;
  };
}
