/** What a toast says; shared by the provider (Toaster) and the view it loads on demand (ToastView). */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
