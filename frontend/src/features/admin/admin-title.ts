import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { pageTitle, translateNow } from '../../i18n/i18n-provider.tsx';

/** An admin route's `<title>`: the page's name, "Admin", then the site's name. */
export const adminPageTitle = (page: MessageId) =>
  pageTitle(translateNow('admin.documentTitle', { page: translateNow(page) }));
