// Typography for an article's compiled Markdown, as Tailwind variants so it lands in the site's one
// stylesheet (a second, page-only stylesheet would cost a render-blocking request on phones).
// Logical properties only; tables scroll sideways inside their own region on narrow screens.
export const proseClasses = [
  'text-lg leading-relaxed text-slate-700',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:text-slate-900 sm:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-bold [&_h3]:text-slate-900',
  '[&_.heading-anchor]:ms-2 [&_.heading-anchor]:text-brand-700 [&_.heading-anchor]:opacity-0 [&_:hover>.heading-anchor]:opacity-100',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:space-y-2 [&_:is(ul,ol)]:ps-6 [&_li]:marker:text-brand-700',
  '[&_a:not(.heading-anchor)]:font-semibold [&_a:not(.heading-anchor)]:text-brand-700 [&_a:not(.heading-anchor)]:underline [&_a:not(.heading-anchor)]:underline-offset-2 [&_a:not(.heading-anchor)]:hover:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_hr]:my-10 [&_hr]:border-slate-200',
  // A minimum cell width makes wide tables overflow their region instead of squeezing the words.
  '[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-xl [&_.table-scroll]:border [&_.table-scroll]:border-slate-200',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm sm:[&_table]:text-base',
  '[&_:is(th,td)]:min-w-36 [&_:is(th,td)]:px-4 [&_:is(th,td)]:py-3 [&_:is(th,td)]:text-start [&_:is(th,td)]:align-top',
  '[&_th]:bg-slate-100 [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200 [&_tbody_tr:nth-child(even)]:bg-slate-50',
].join(' ');
