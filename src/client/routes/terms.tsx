import { LegalPage } from '../components/legal/legal-page.tsx';

export default function TermsPage() {
  return <LegalPage document="terms" />;
}
