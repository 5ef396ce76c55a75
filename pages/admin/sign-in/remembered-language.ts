// Signing in happens without a page load, but the admin's language is kept on their account: an
// admin who chose English and signs in on /ar/admin belongs on /admin. The screen's own address
// answers a signed-in admin with a redirect to their language, or, for an admin who never chose,
// remembers this screen's language and answers it; so one HEAD of it, redirects not followed, tells
// whether the admin belongs in the other language.
export async function belongsInOtherLanguage(): Promise<boolean> {
  try {
    const answer = await fetch(window.location.href, { method: 'HEAD', redirect: 'manual', credentials: 'include' });
    return answer.type === 'opaqueredirect';
  } catch {
    return false; // the screen stays as it is; the next page load corrects the language
  }
}
