/** Text made safe inside HTML or XML, in element content and in quoted attributes alike. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
