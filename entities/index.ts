// Every entity and migration, in one list for the DataSource.
import { AdminRecoveryCode } from './AdminRecoveryCode.js';
import { AdminSecondFactor } from './AdminSecondFactor.js';
import { AdminLink } from './AdminLink.js';
import { AdminUser } from './AdminUser.js';
import { AuditEvent } from './AuditEvent.js';
import { Lead } from './Lead.js';
import { LeadNotification } from './LeadNotification.js';
import { LoginThrottle } from './LoginThrottle.js';
import { CreateLeadAndSession1732250000000 } from './migrations/1732250000000-CreateLeadAndSession.js';
import { CreateAdminAndThrottle1732260000000 } from './migrations/1732260000000-CreateAdminAndThrottle.js';
import { CreateSubmissionQuota1732270000000 } from './migrations/1732270000000-CreateSubmissionQuota.js';
import { ForgetPlainSessionIdsAndAddresses1732280000000 } from './migrations/1732280000000-ForgetPlainSessionIdsAndAddresses.js';
import { CreateLeadNotification1732290000000 } from './migrations/1732290000000-CreateLeadNotification.js';
import { CreateAuditEvent1732300000000 } from './migrations/1732300000000-CreateAuditEvent.js';
import { CountRepeatedAuditEvents1732310000000 } from './migrations/1732310000000-CountRepeatedAuditEvents.js';
import { CaseSensitiveIdempotencyKeys1732320000000 } from './migrations/1732320000000-CaseSensitiveIdempotencyKeys.js';
import { SalesPipeline1732330000000 } from './migrations/1732330000000-SalesPipeline.js';
import { PipelineIndexes1732340000000 } from './migrations/1732340000000-PipelineIndexes.js';
import { DashboardIndexes1732350000000 } from './migrations/1732350000000-DashboardIndexes.js';
import { ContactKeys1732355000000 } from './migrations/1732355000000-ContactKeys.js';
import { AdminRoles1732360000000 } from './migrations/1732360000000-AdminRoles.js';
import { SecondFactor1732370000000 } from './migrations/1732370000000-SecondFactor.js';
import { AdminAccounts1732380000000 } from './migrations/1732380000000-AdminAccounts.js';
import { OdooChannel1732390000000 } from './migrations/1732390000000-OdooChannel.js';
import { AccountSecurity1732400000000 } from './migrations/1732400000000-AccountSecurity.js';
import { LeadValueAndClose1732440000000 } from './migrations/1732440000000-LeadValueAndClose.js';
import { InboxSearchAndViews1732430000000 } from './migrations/1732430000000-InboxSearchAndViews.js';
import { LeadActivities1732420000000 } from './migrations/1732420000000-LeadActivities.js';
import { OdooSyncAndConversions1732460000000 } from './migrations/1732460000000-OdooSyncAndConversions.js';
import { BoardAndPeriodIndexes1732470000000 } from './migrations/1732470000000-BoardAndPeriodIndexes.js';
import { LeadActivity } from './LeadActivity.js';
import { LeadEvent } from './LeadEvent.js';
import { SavedInboxView } from './SavedInboxView.js';
import { MorningReminder } from './MorningReminder.js';
import { OdooSyncState } from './OdooSyncState.js';
import { OfflineConversionExport } from './OfflineConversionExport.js';
import { SiteSetting } from './SiteSetting.js';
import { Session } from './Session.js';
import { SubmissionQuota } from './SubmissionQuota.js';

export {
  AdminRecoveryCode,
  AdminSecondFactor,
  AdminUser,
  AuditEvent,
  Lead,
  LeadActivity,
  LeadEvent,
  LeadNotification,
  LoginThrottle,
  MorningReminder,
  OdooSyncState,
  OfflineConversionExport,
  SavedInboxView,
  Session,
  SiteSetting,
  SubmissionQuota,
};
export type { ConversionFormat } from './OfflineConversionExport.js';
export { AdminLink };
export type { AdminLinkPurpose, AdminLinkRevokeReason } from './AdminLink.js';
export type { NotificationChannel } from './LeadNotification.js';
export type { AuditAction } from './AuditEvent.js';
export { UNKNOWN_ACCOUNT } from './AuditEvent.js';
export const entities = [
  Lead,
  LeadEvent,
  Session,
  AdminUser,
  LoginThrottle,
  SubmissionQuota,
  LeadNotification,
  AuditEvent,
  AdminLink,
  AdminSecondFactor,
  AdminRecoveryCode,
  LeadActivity,
  MorningReminder,
  OdooSyncState,
  OfflineConversionExport,
  SavedInboxView,
  SiteSetting,
];
export const migrations = [
  CreateLeadAndSession1732250000000,
  CreateAdminAndThrottle1732260000000,
  CreateSubmissionQuota1732270000000,
  ForgetPlainSessionIdsAndAddresses1732280000000,
  CreateLeadNotification1732290000000,
  CreateAuditEvent1732300000000,
  CountRepeatedAuditEvents1732310000000,
  CaseSensitiveIdempotencyKeys1732320000000,
  SalesPipeline1732330000000,
  PipelineIndexes1732340000000,
  DashboardIndexes1732350000000,
  ContactKeys1732355000000,
  AdminRoles1732360000000,
  SecondFactor1732370000000,
  AdminAccounts1732380000000,
  OdooChannel1732390000000,
  AccountSecurity1732400000000,
  InboxSearchAndViews1732430000000,
  LeadActivities1732420000000,
  LeadValueAndClose1732440000000,
  OdooSyncAndConversions1732460000000,
  BoardAndPeriodIndexes1732470000000,
];
