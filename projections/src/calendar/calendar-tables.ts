import type { ColumnType } from 'kysely';

/** A JSON list: written as its JSON text, read back as the list. */
type JsonList = ColumnType<string[], string, string>;

export interface CalendarTables {
  calendar_events: {
    id: string;
    title: string;
    description: string;
    category: string;
    location: string;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
    /** Hawaii dates as YYYY-MM-DD text: they sort as dates and read back as written. */
    start_date: string;
    end_date: string | null;
    start_time: string | null;
    end_time: string | null;
    is_all_day: boolean;
    is_recurring: boolean;
    recurring_pattern: string | null;
    cost: string | null;
    /** Vault ciphertexts under contact_person_id: only moderators' pages open them. */
    contact_name: string | null;
    contact_email: string | null;
    contact_phone: string | null;
    contact_person_id: string;
    website: string | null;
    photos: JsonList;
    tags: JsonList;
    capacity: number | null;
    is_registration_required: boolean;
    registration_url: string | null;
    locale: string;
    advertiser_id: string | null;
    sample: boolean;
    status: string;
    moderator_notes: string | null;
    moderated_by: string | null;
    moderated_at: Date | null;
    featured_until: string | null;
    ends_at: Date;
    created_at: Date;
    updated_at: Date;
  };
}
