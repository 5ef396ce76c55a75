// An HMAC-SHA-256 under the server's secret, base64url: how the app names things it must not store
// or reveal as they are (client networks, lead ids, device tokens) yet must recognise again.
import { createHmac } from 'node:crypto';

export const keyedHash = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');
