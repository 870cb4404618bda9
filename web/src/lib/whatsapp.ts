/** wa.me link from the digits of a WhatsApp number (docs/product.md#property-detail); null when there are none. */
export function whatsappLink(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}
