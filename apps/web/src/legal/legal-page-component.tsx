import type { RouteComponent } from '@tanstack/react-router';
import type { LegalDocument } from '../content/legal.ts';
import { LegalPage } from './LegalPage.tsx';

export function createLegalPageComponent(document: LegalDocument): RouteComponent {
  return function LegalRoutePage() {
    return <LegalPage document={document} />;
  };
}
