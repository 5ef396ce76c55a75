// Configuration, parsed once from the environment with zod. A bad value stops the
// process at start with a message naming the variable, rather than failing later mid-request.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { SiteConfig } from '../../site/profile.js';
import { isLeadStage, leadStages, type LeadStage } from '../../site/pipeline/stages.js';
import {
  commercialRegistration,
  companyProfile,
  gaMeasurementId,
  phoneNumber,
  ProfileError,
  vatNumber,
  certifiedConsultants,
  odooVersion,
  partnerDirectoryUrl,
  profileWarnings,
} from './company-profile.js';
import { checkProxyAddresses, trustsAnyProxy, type TrustProxy } from '../http/trusted-proxies.js';
import { silentLogger, type Logger } from '../logging/logger.js';

/** Generous on purpose: an office behind one address can still send many real requests. */
export const DEFAULT_LEAD_QUOTA_PER_HOUR = 20;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/, 'must start with sqlite:, mysql:// or mariadb://')
    .default('sqlite:./data/site.sqlite'),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_SECRET_FILE: z.string().default('./data/session-secret'),
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value, issue): TrustProxy => {
      if (/^\d+$/.test(value.trim())) {
        const hops = Number(value);
        if (hops <= 10) return { hops };
        issue.addIssue({ code: 'custom', message: 'a hop count must be 0 to 10' });
        return z.NEVER;
      }
      const addresses = value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean);
      try {
        checkProxyAddresses(addresses);
      } catch {
        issue.addIssue({
          code: 'custom',
          message:
            'must be a hop count or a comma-separated list of proxy addresses or ranges (127.0.0.1, 10.0.0.0/8, ::1, loopback)',
        });
        return z.NEVER;
      }
      return { addresses };
    }),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  LEAD_QUOTA_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_LEAD_QUOTA_PER_HOUR),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // 730 days: the 24 months the privacy notice has always promised.
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
  GA_MEASUREMENT_ID: gaMeasurementId.optional(),
  COMPANY_PROFILE: z.string().min(1).optional(),
  COMPANY_NAME: z.string().min(1).optional(),
  COMPANY_NAME_AR: z.string().min(1).optional(),
  COMPANY_LEGAL_NAME: z.string().min(1).optional(),
  COMPANY_LEGAL_NAME_AR: z.string().min(1).optional(),
  COMPANY_PHONE: phoneNumber.optional(),
  COMPANY_WHATSAPP: phoneNumber.optional(),
  COMPANY_EMAIL: z.email().optional(),
  COMPANY_ADDRESS: z.string().min(1).optional(),
  COMPANY_ADDRESS_AR: z.string().min(1).optional(),
  COMPANY_CR: commercialRegistration.optional(),
  COMPANY_VAT: vatNumber.optional(),
  COMPANY_PARTNER_URL: partnerDirectoryUrl.optional(),
  COMPANY_CERTIFIED_CONSULTANTS: certifiedConsultants.optional(),
  COMPANY_ODOO_VERSION: odooVersion.optional(),
  EXPERT_NAME: z.string().min(1).optional(),
  EXPERT_NAME_AR: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must look like smtp://user:pass@host:587 or smtps://…' }).optional(),
  LEAD_NOTIFY_TO: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses')).min(1))
    .optional(),
  LEAD_NOTIFY_FROM: z.string().min(3).optional(),
  LEAD_NOTIFY_LANGUAGE: z.enum(['en', 'ar'], { error: 'must be en or ar' }).default('en'),
  LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEAD_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ODOO_URL: z.url({ protocol: /^https?$/, error: 'must be the http(s):// address of the Odoo instance' }).optional(),
  ODOO_DB: z.string().trim().min(1).optional(),
  ODOO_USER: z.string().trim().min(1).optional(),
  ODOO_API_KEY: z.string().trim().min(8, 'must be an Odoo API key').optional(),
  ODOO_TEAM: z.string().trim().min(1).optional(),
  // "Odoo stage name=site stage" pairs, comma-separated: overrides the sync's mapping by stage order.
  ODOO_STAGE_MAP: z
    .string()
    .transform((text, ctx) => {
      const pairs: Record<string, LeadStage> = {};
      for (const pair of text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const at = pair.lastIndexOf('=');
        const name = pair.slice(0, at).trim();
        const stage = pair.slice(at + 1).trim();
        if (at < 1 || !name || !isLeadStage(stage)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${pair}" is not "Odoo stage=site stage" with a site stage of ${leadStages.join(', ')}`,
          });
          return z.NEVER;
        }
        pairs[name.toLowerCase()] = stage;
      }
      return pairs;
    })
    .optional(),
  ADMIN_REQUIRE_2FA: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 0, 1, true or false' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string;
  sessionSecret: string;
  /** Whose X-Forwarded-* headers to believe: the last N hops, or proxies at these addresses. */
  trustProxy: TrustProxy;
  /** How long to wait for the database to connect or answer before the request fails (503). */
  databaseTimeoutMs: number;
  /** After SIGTERM or SIGINT: how long requests in flight may take before connections are cut. */
  shutdownTimeoutMs: number;
  /** Leads one client address may send an hour; more where many people share one address. */
  leadQuotaPerHour: number;
  /** How many server processes share the port (1: this process serves alone). */
  webConcurrency: number;
  /** Where each new lead is announced; a channel left out is not queued. */
  notifications: NotificationConfig;
  /** Whether an admin without a second factor must set one up before reaching any admin screen
   * (ADMIN_REQUIRE_2FA; by default in production only). */
  requireSecondFactor: boolean;
  /** Mistakes in a production setup that do not stop the server but hurt it: said at start and shown to admins. */
  deploymentWarnings: string[];
  site: SiteConfig;
}

export interface NotificationConfig {
  /** The language of the lead email's labels (the visitor's words stay as typed). */
  email?: { smtpUrl: string; to: string[]; from: string; language: 'en' | 'ar' };
  webhook?: { url: string; secret: string };
  /** The company's Odoo, where each lead becomes a crm.lead; `team` is a sales team's name. */
  odoo?: OdooChannelConfig;
}

export interface OdooChannelConfig {
  url: string;
  db: string;
  user: string;
  apiKey: string;
  team?: string;
  /** ODOO_STAGE_MAP: Odoo stage names (lowercased) whose site stage is set by hand. */
  stageMap?: Record<string, LeadStage>;
}

const ODOO_VARIABLES = ['ODOO_URL', 'ODOO_DB', 'ODOO_USER', 'ODOO_API_KEY'] as const;

// Odoo needs all four of its variables; some of them set is a setup left half done.
function odooFrom(env: Env): OdooChannelConfig | undefined {
  const missing = ODOO_VARIABLES.filter((variable) => !env[variable]);
  if (missing.length === ODOO_VARIABLES.length) {
    if (env.ODOO_TEAM) throw new ConfigError('Invalid configuration:\n  ODOO_TEAM: set without ODOO_URL');
    if (env.ODOO_STAGE_MAP) throw new ConfigError('Invalid configuration:\n  ODOO_STAGE_MAP: set without ODOO_URL');
    return undefined;
  }
  if (missing.length > 0) {
    const set = ODOO_VARIABLES.filter((variable) => env[variable]).join(', ');
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((variable) => `  ${variable}: required when ${set} ${set.includes(',') ? 'are' : 'is'} set`).join('\n')}`,
    );
  }
  return {
    url: env.ODOO_URL!.replace(/\/+$/, ''),
    db: env.ODOO_DB!,
    user: env.ODOO_USER!,
    apiKey: env.ODOO_API_KEY!,
    ...(env.ODOO_TEAM ? { team: env.ODOO_TEAM } : {}),
    ...(env.ODOO_STAGE_MAP && Object.keys(env.ODOO_STAGE_MAP).length ? { stageMap: env.ODOO_STAGE_MAP } : {}),
  };
}

export class ConfigError extends Error {}

/** Only DATABASE_URL, validated like the server's (for the admin CLI, which needs nothing else). */
export function databaseUrlFrom(source: NodeJS.ProcessEnv = process.env): string {
  const parsed = envSchema.shape.DATABASE_URL.safeParse(source.DATABASE_URL);
  if (!parsed.success)
    throw new ConfigError(`Invalid configuration:\n  DATABASE_URL: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** The settings from the environment; `logger` hears what was done for an unset one (a secret generated). */
export function parseConfig(source: NodeJS.ProcessEnv = process.env, logger: Logger = silentLogger): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const site = buildSite(env, siteUrl);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(env.SESSION_SECRET_FILE, logger),
    trustProxy: env.TRUST_PROXY,
    databaseTimeoutMs: env.DATABASE_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    leadQuotaPerHour: env.LEAD_QUOTA_PER_HOUR,
    webConcurrency: env.WEB_CONCURRENCY,
    notifications: notificationsFrom(env, site),
    requireSecondFactor: env.ADMIN_REQUIRE_2FA ?? env.NODE_ENV === 'production',
    deploymentWarnings: [
      ...deploymentWarningsOf(env, siteUrl),
      ...profileWarnings(site, env.NODE_ENV === 'production'),
    ],
    site,
  };
}

// Every canonical, hreflang, sitemap, feed, sharing and structured-data URL is built from SITE_URL:
// in production a missing or plain-HTTP one publishes wrong addresses on every page. And the server
// itself speaks plain HTTP: with an https:// SITE_URL it learns that a visitor came over HTTPS only
// from a proxy it trusts, and without one it refuses every sign-in (server/auth/https-sign-in.ts).
function deploymentWarningsOf(env: Env, siteUrl: string): string[] {
  const warnings = env.NODE_ENV === 'production' ? siteUrlWarnings(env, siteUrl) : [];
  if (siteUrl.startsWith('https://') && !trustsAnyProxy(env.TRUST_PROXY)) {
    warnings.push(
      `SITE_URL is ${siteUrl}, but TRUST_PROXY is 0, so the server cannot tell that a visitor came over HTTPS: admin cookies would not be Secure, and admin sign-in is refused. Set TRUST_PROXY to the address of the HTTPS proxy in front (127.0.0.1 for nginx on this machine) and restart.`,
    );
  }
  return warnings;
}

function siteUrlWarnings(env: Env, siteUrl: string): string[] {
  if (!env.SITE_URL) {
    return [
      `SITE_URL is not set, so every canonical, hreflang, sitemap, feed, sharing and structured-data link points at ${siteUrl}. Set SITE_URL to the site's public https:// address and restart.`,
    ];
  }
  if (!siteUrl.startsWith('https://')) {
    return [
      `SITE_URL is ${siteUrl}, not HTTPS: search engines and shared links get insecure addresses and admin cookies are not marked Secure. Set SITE_URL to the site's https:// address and restart.`,
    ];
  }
  return [];
}

// Email needs a server and recipients, a webhook its secret: half a channel is a mistake to report
// at start, not a lead that silently notifies no one.
function notificationsFrom(env: Env, site: SiteConfig): NotificationConfig {
  const missing = (variable: string, because: string) =>
    new ConfigError(`Invalid configuration:\n  ${variable}: required when ${because} is set`);
  if (env.SMTP_URL && !env.LEAD_NOTIFY_TO) throw missing('LEAD_NOTIFY_TO', 'SMTP_URL');
  if (env.LEAD_NOTIFY_TO && !env.SMTP_URL) throw missing('SMTP_URL', 'LEAD_NOTIFY_TO');
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) throw missing('LEAD_WEBHOOK_SECRET', 'LEAD_WEBHOOK_URL');
  const odoo = odooFrom(env);
  return {
    ...(env.SMTP_URL && env.LEAD_NOTIFY_TO
      ? {
          email: {
            smtpUrl: env.SMTP_URL,
            to: env.LEAD_NOTIFY_TO,
            from: env.LEAD_NOTIFY_FROM ?? `"${site.name.en}" <${site.email}>`,
            language: env.LEAD_NOTIFY_LANGUAGE,
          },
        }
      : {}),
    ...(env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
      ? { webhook: { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET } }
      : {}),
    ...(odoo ? { odoo } : {}),
  };
}

function buildSite(env: Env, siteUrl: string): SiteConfig {
  try {
    return { ...companyProfile(env), siteUrl, leadRetentionDays: env.LEAD_RETENTION_DAYS };
  } catch (error) {
    if (error instanceof ProfileError) throw new ConfigError(error.message);
    throw error;
  }
}

// Sessions must survive restarts, so an unset secret is generated once and kept beside the data.
function readOrCreateSecret(file: string, logger: Logger): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  logger.warn(`SESSION_SECRET is not set: generated one into ${file}. Set it explicitly in production.`);
  return secret;
}
