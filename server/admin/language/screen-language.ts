// Which language an admin screen speaks. Each admin's choice is stored on their account and followed
// wherever they open a screen (a link a colleague sent in the other language opens in theirs); an
// admin who never chose gets the language of the screen they signed in from, and the sign-in screen
// follows the browser's Accept-Language unless the address asks for English (?lang=en, the sign-in
// screen's own language link).
import type { Middleware } from 'koa';
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../../entities/index.js';
import type { Locale } from '../../../site/languages.js';
import { isAdminScreenInAnyLanguage, localeOfPath, localizePath, stripLocale } from '../../../site/paths.js';
import { canonicalPath } from '../../http/canonical-path.js';
import { currentAdmin } from '../../sessions/session.js';

const isScreenDocument = (path: string) =>
  !path.endsWith('.pageContext.json') && isAdminScreenInAnyLanguage(canonicalPath(path));

/** Stores the admin's language; the screens then open in it. */
export async function rememberAdminLanguage(db: DataSource, username: string, locale: Locale): Promise<void> {
  await db.getRepository(AdminUser).update({ username }, { locale });
}

export function adminLanguage(db: DataSource): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !isScreenDocument(ctx.path)) return next();
    const shown = localeOfPath(ctx.path);
    const username = await currentAdmin(ctx, db);
    let wanted: Locale = shown;
    if (username) {
      const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: { locale: true } });
      if (admin?.locale) wanted = admin.locale;
      else await rememberAdminLanguage(db, username, shown);
    } else if (shown === 'en' && ctx.query.lang === undefined && ctx.acceptsLanguages('en', 'ar') === 'ar') {
      wanted = 'ar';
    }
    if (wanted === shown) return next();
    ctx.status = 302;
    ctx.redirect(localizePath(stripLocale(ctx.path), wanted) + (ctx.querystring ? `?${ctx.querystring}` : ''));
  };
}
