import type { Migration } from 'kysely';
import { accountsMigrations } from '../accounts/accounts-migrations.ts';
import { advertisingMigrations } from '../advertising/advertising-migrations.ts';
import { auditMigrations } from '../audit/audit-migrations.ts';
import { calendarMigrations } from '../calendar/calendar-migrations.ts';
import { catalogMigrations } from '../catalog/catalog-migrations.ts';
import { businessOwnersMigrations } from '../business-owners/business-owners-migrations.ts';
import { catalogContentMigrations } from '../catalog/catalog-content-migrations.ts';
import { headerImagesMigrations } from '../catalog/header-images-migrations.ts';
import { ecoMigrations } from '../eco/eco-migrations.ts';
import { mailMigrations } from '../mail/mail-migrations.ts';
import { marketplaceMigrations } from '../marketplace/marketplace-migrations.ts';
import { surveysMigrations } from '../surveys/surveys-migrations.ts';
import { reviewsMigrations } from '../reviews/reviews-migrations.ts';
import { conditionsMigrations } from '../conditions/conditions-migrations.ts';
import { notificationsMigrations } from '../notifications/notifications-migrations.ts';
import { invoicesMigrations } from '../invoices/invoices-migrations.ts';
import { checkpointMigrations } from '../runner/checkpoint-migrations.ts';
import { operationsMigrations } from '../operations/operations-migrations.ts';
import { trafficFactsMigrations } from '../traffic-facts/traffic-facts-migrations.ts';

/**
 * Every feature's read-model migrations. Names start with the feature, so features never collide;
 * features own separate tables, so the order between them does not matter.
 */
export const readModelMigrations: Record<string, Migration> = {
  ...checkpointMigrations,
  ...operationsMigrations,
  ...catalogMigrations,
  ...businessOwnersMigrations,
  ...catalogContentMigrations,
  ...headerImagesMigrations,
  ...reviewsMigrations,
  ...accountsMigrations,
  ...auditMigrations,
  ...advertisingMigrations,
  ...mailMigrations,
  ...marketplaceMigrations,
  ...surveysMigrations,
  ...conditionsMigrations,
  ...notificationsMigrations,
  ...ecoMigrations,
  ...invoicesMigrations,
  ...calendarMigrations,
  ...trafficFactsMigrations,
};
