import { ContactSection } from './ContactSection/ContactSection.tsx';

export function ContactPage() {
  return <ContactSection headingLevel={1} page="/contact" />;
}
