import {
  invoiceNumberingDecider,
  invoiceNumbersStreamId,
  invoiceYearOf,
  type InvoiceDocument,
} from '@nsg/domain/advertising/invoice.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';

/** Enough for every document issued in the same moment to take its turn; each retry reads the year again. */
const NUMBERING_RETRIES = 50;

/**
 * Gives the document the next number of its year: the append expects the revision the number was decided
 * on, so of two concurrent documents one wins and the other decides again on the fresh stream.
 */
export async function assignInvoiceNumber(
  store: EventStore,
  document: InvoiceDocument,
  context: CommandContext,
): Promise<void> {
  await handleCommand(
    store,
    invoiceNumberingDecider,
    invoiceNumbersStreamId(invoiceYearOf(document.at)),
    { kind: 'AssignInvoiceNumber', document },
    context,
    { retry: { retries: NUMBERING_RETRIES, pauseMs: (retry) => Math.random() * 5 * retry } },
  );
}
