// The admin screens' frame instead of the public layout (renderer/+config.ts, meta.Frame).
export { AdminLayout as default } from '../admin/frame/AdminLayout.js';
