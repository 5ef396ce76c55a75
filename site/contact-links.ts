// The two external contact links: a tel: link and a click-to-chat link with URL-encoded
// prefilled text.
export const telLink = (phoneDigits: string) => `tel:+${phoneDigits}`;
export const chatLink = (phoneDigits: string, text: string) =>
  `https://wa.me/${phoneDigits}?text=${encodeURIComponent(text)}`;
