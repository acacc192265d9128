import { LegalPage } from '../components/legal/legal-page.tsx';

export default function LegalNoticePage() {
  return <LegalPage document="notice" />;
}
