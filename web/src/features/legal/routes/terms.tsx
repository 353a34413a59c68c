// Placeholder: the public-pages work replaces this file with the finished page.
export default function TermsPage() {
  return <main className="mx-auto max-w-3xl px-4 py-16">Terms</main>;
}
