export interface ReviewsTables {
  reviews: {
    id: string;
    type: string;
    target_id: number;
    title: string;
    content: string;
    rating: number;
    author_name: string;
    author_email: string | null;
    author_person_id: string;
    status: string;
    moderator_notes: string | null;
    moderated_by: string | null;
    moderated_at: Date | null;
    created_at: Date;
  };
  review_stats: { type: string; target_id: number; review_count: number; rating_sum: number };
}
