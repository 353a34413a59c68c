/** The privacy policy page; the wording lives in the legal catalogues of the five languages. */
import { LegalDocument } from '../components/legal-document';

export default function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
