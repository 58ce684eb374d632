export interface MailTables {
  mail_outbox: {
    id: string;
    status: string;
    /** Null when the subject is the person's own text: then it is `sealed_subject`, vault ciphertext. */
    subject: string | null;
    sealed_subject: string | null;
    created_at: Date;
    sent_at: Date | null;
    attempts: number;
    last_error: string | null;
    /** Whose personal data the recipient is, and the recipient as vault ciphertext. */
    person_id: string | null;
    recipient: string | null;
  };
}
