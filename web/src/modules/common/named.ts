/** The spec's numbered label with the name beside it ('Owner #7 · Daniel Tremblay'); the label alone without one. */
export function withName(label: string, name: string | null | undefined): string {
  return name ? `${label} · ${name}` : label;
}

/** Who and what a conversation is about, from what is known ('Amara Okafor · Sunny loft by the river'). */
export function conversationContext(person: string | null, propertyTitle: string | null): string {
  return [person, propertyTitle].filter(Boolean).join(' · ');
}
