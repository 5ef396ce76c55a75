// The clients page's words (locales/{en,ar}/clients.ts): the page, the sectors we serve told as
// short stories, and what clients say; and the home page's client list and testimonials.
import type { PageCopy } from './page-copy.js';

export interface ClientStory {
  sector: string;
  city: string;
  summary: string;
}

export interface Testimonial {
  quote: string;
  role: string;
  company: string;
}

export interface ClientsCopy {
  clientsPage: PageCopy;
  clientStories: ClientStory[];
  testimonials: Testimonial[];
  /** The home page's client list ("Equipment rental firm · Khobar") and its testimonials. */
  homeClients: string[];
  homeTestimonials: Testimonial[];
}
