/**
 * A person or listing by its name or title ('Daniel Tremblay', 'Sunny loft'); the spec's numbered label
 * ('Owner #7') only when there is no name to show: a reader knows people and homes by name, not by row number.
 */
export function withName(label: string, name: string | null | undefined): string {
  return name ? name : label;
}

/** Who and what a conversation is about, from what is known ('Amara Okafor · Sunny loft by the river'). */
export function conversationContext(person: string | null, propertyTitle: string | null): string {
  return [person, propertyTitle].filter(Boolean).join(' · ');
}
