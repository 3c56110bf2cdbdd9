/** The anchor of a legal section, from its heading: 'How long we keep personal information' -> 'how-long-we-keep-personal-information'. */
export function legalSectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
