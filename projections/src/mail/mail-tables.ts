export interface MailTables {
  mail_outbox: {
    id: string;
    status: string;
    subject: string;
    created_at: Date;
    sent_at: Date | null;
    attempts: number;
    last_error: string | null;
  };
}
