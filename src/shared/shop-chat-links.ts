// The links to the shop's WhatsApp and Messenger chats (docs/product.md#shop-contact), built
// from the plain forms Settings keep (shop-contact.ts reads what the owner types).

/** The wa.me chat with the shop, its message started when `text` is given. */
export function whatsappLink(whatsapp: string, text?: string): string {
  const link = `https://wa.me/880${whatsapp.slice(1)}`;
  return text ? `${link}?text=${encodeURIComponent(text)}` : link;
}

/** The Messenger chat with the shop's page. */
export function messengerLink(page: string): string {
  return `https://m.me/${page}`;
}

/** What a shopper's WhatsApp message starts with on a product's page. */
export function productQuestion(productName: string): string {
  return `Hello, I have a question about ${productName}`;
}
