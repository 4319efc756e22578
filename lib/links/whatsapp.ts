/** Chat deep link with a prefilled message: https://wa.me/{phone}?text={message}. */
export function whatsappUrl(phone: string, message: string): string {
  const digits = phone.replace(/\D/g, '');
  const text = message.trim();
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Attributes for every link that opens another site in a new tab. */
export const NEW_TAB_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
