/** The terms and conditions page; the wording lives in the legal catalogues of the five languages. */
import { LegalDocument } from '../components/legal-document';

export default function TermsPage() {
  return <LegalDocument document="terms" />;
}
