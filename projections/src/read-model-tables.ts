import type { AccountsTables } from './accounts/accounts-tables.ts';
import type { AdvertisingTables } from './advertising/advertising-tables.ts';
import type { AuditTables } from './audit/audit-tables.ts';
import type { CalendarTables } from './calendar/calendar-tables.ts';
import type { TrafficFactsTables } from './traffic-facts/traffic-facts-tables.ts';
import type { CatalogTables } from './catalog/catalog-tables.ts';
import type { HeaderImagesTables } from './catalog/header-images-tables.ts';
import type { BusinessOwnersTables } from './business-owners/business-owners-tables.ts';
import type { EcoTables } from './eco/eco-tables.ts';
import type { MailTables } from './mail/mail-tables.ts';
import type { MarketplaceTables } from './marketplace/marketplace-tables.ts';
import type { SurveysTables } from './surveys/surveys-tables.ts';
import type { ReviewsTables } from './reviews/reviews-tables.ts';
import type { ConditionsTables } from './conditions/conditions-tables.ts';
import type { NotificationsTables } from './notifications/notifications-tables.ts';
import type { InvoicesTables } from './invoices/invoices-tables.ts';
import type { CheckpointTables } from './runner/checkpoint-tables.ts';
import type { OperationsTables } from './operations/operations-tables.ts';

/** Kysely types of every read-model table; each feature declares its own in `<feature>/<feature>-tables.ts`. */
export interface ReadModelTables
  extends
    CheckpointTables,
    OperationsTables,
    CatalogTables,
    HeaderImagesTables,
    BusinessOwnersTables,
    ReviewsTables,
    AccountsTables,
    AuditTables,
    MailTables,
    MarketplaceTables,
    SurveysTables,
    AdvertisingTables,
    ConditionsTables,
    NotificationsTables,
    EcoTables,
    InvoicesTables,
    CalendarTables,
    TrafficFactsTables {}
