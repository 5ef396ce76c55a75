// A salesperson on a phone moves a lead's stage and types a note, then presses "Save changes": the
// screen says the stage is saved and that the note is not added yet, in English and in Arabic, and
// the note is kept once "Add note" is pressed, so nothing typed is lost without a word.
import { expect, test } from '@playwright/test';
import { createAdmin, inboxSearch, signIn } from './admins.js';
import { sendPopupLead } from './send-lead.js';

const words = {
  en: {
    view: (name: string) => `View lead from ${name}`,
    lead: (name: string) => `Lead from ${name}`,
    stage: 'Stage',
    contacted: 'Contacted',
    note: 'New note',
    save: 'Save changes',
    saved: 'Changes saved.',
    pending: 'Your note is not added yet: press “Add note” to keep it.',
    add: 'Add note',
    added: 'Note added.',
  },
  ar: {
    view: (name: string) => `عرض العميل المحتمل ${name}`,
    lead: (name: string) => `العميل المحتمل: ${name}`,
    stage: 'المرحلة',
    contacted: 'تم التواصل',
    note: 'ملاحظة جديدة',
    save: 'حفظ التغييرات',
    saved: 'حُفظت التغييرات.',
    pending: 'لم تُضَف ملاحظتكم بعد: اضغطوا «إضافة الملاحظة» لحفظها.',
    add: 'إضافة الملاحظة',
    added: 'أُضيفت الملاحظة.',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const stamp = `${Date.now()}`;
  const account = { username: `note-pending-${locale}-${stamp}`, password: 'Note-pending-at-390-px' };

  test.describe(`a typed note beside a saved stage (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test.beforeAll(() => createAdmin(account, 'sales'));

    test('"Save changes" says the note still waits, and "Add note" keeps it', async ({ page, request, baseURL }) => {
      const name = `Pending note ${locale} ${stamp}`;
      await sendPopupLead(request, baseURL!, { name, phone: `058${stamp.slice(-7)}` });
      await signIn(page, account, { locale });
      await (await inboxSearch(page, locale)).fill(name);
      await page.getByRole('button', { name: w.view(name) }).click();
      const dialog = page.getByRole('dialog', { name: w.lead(name) });

      await dialog.getByLabel(w.stage, { exact: true }).selectOption({ label: w.contacted });
      const note = `Called at noon, asks for a demo ${stamp}`;
      await dialog.getByLabel(w.note).fill(note);
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(dialog.getByRole('status').filter({ hasText: w.saved })).toContainText(w.pending);

      await dialog.getByRole('button', { name: w.add }).click();
      await expect(dialog.getByText(w.added)).toBeVisible();
      await expect(dialog.getByText(note)).toBeVisible();
    });
  });
}
