import { LegalPage } from '../components/legal/legal-page.tsx';

export default function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
